/**
 * The sentence of a 429 past a declared limit, in Spanish (complete; the default). The English
 * and French files must have every key (typed as LimitTexts, and tested).
 */
export const es = {
  /** What the caller did: a limit on failures speaks of failed attempts, any other of requests. */
  done: {
    failures: (p: { count: number; window: string }) =>
      `Has hecho ${p.count} ${p.count === 1 ? 'intento fallido' : 'intentos fallidos'} en ${p.window}.`,
    calls: (p: { count: number; window: string }) => `Has hecho ${p.count} ${p.count === 1 ? 'solicitud' : 'solicitudes'} en ${p.window}.`,
  },
  retry: (p: { wait: string }) => `Podrás volver a intentarlo en ${p.wait}.`,
  /** A window of one unit, said as a word ("en un minuto"). */
  one: { minute: 'un minuto', hour: 'una hora', day: 'un día' },
  count: {
    second: (p: { count: number }) => `${p.count} ${p.count === 1 ? 'segundo' : 'segundos'}`,
    minute: (p: { count: number }) => `${p.count} ${p.count === 1 ? 'minuto' : 'minutos'}`,
    hour: (p: { count: number }) => `${p.count} ${p.count === 1 ? 'hora' : 'horas'}`,
    day: (p: { count: number }) => `${p.count} ${p.count === 1 ? 'día' : 'días'}`,
  },
  /** Hours and minutes of one wait ("2 horas y 5 minutos"). */
  and: (p: { first: string; second: string }) => `${p.first} y ${p.second}`,
};

export type LimitTexts = typeof es;
