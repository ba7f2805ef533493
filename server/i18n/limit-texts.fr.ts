import type { LimitTexts } from './limit-texts.es.ts';

export const fr: LimitTexts = {
  done: {
    failures: (p) => `Vous avez fait ${p.count} ${p.count === 1 ? 'tentative échouée' : 'tentatives échouées'} en ${p.window}.`,
    calls: (p) => `Vous avez fait ${p.count} ${p.count === 1 ? 'demande' : 'demandes'} en ${p.window}.`,
  },
  retry: (p) => `Vous pourrez réessayer dans ${p.wait}.`,
  one: { minute: 'une minute', hour: 'une heure', day: 'une journée' },
  count: {
    second: (p) => `${p.count} ${p.count === 1 ? 'seconde' : 'secondes'}`,
    minute: (p) => `${p.count} ${p.count === 1 ? 'minute' : 'minutes'}`,
    hour: (p) => `${p.count} ${p.count === 1 ? 'heure' : 'heures'}`,
    day: (p) => `${p.count} ${p.count === 1 ? 'jour' : 'jours'}`,
  },
  and: (p) => `${p.first} et ${p.second}`,
};
