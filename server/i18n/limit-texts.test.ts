import { describe, expect, it } from 'vitest';
import { MEMBER_LANGUAGES } from '../../src/api/users.ts';
import { languageOfHeader, LIMIT_TEXTS, limitDetail, waitText, windowText } from './limit-texts.ts';

const { es, en, fr } = LIMIT_TEXTS;
const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Every text as a string, by its key path; a function text is called with a count of 2. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return leaves((value as (p: unknown) => unknown)({ count: 2, window: '«window»', wait: '«wait»', first: '«a»', second: '«b»' }), path);
  return Object.entries(value as object).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
}

describe('the 429 sentence of a declared limit', () => {
  it.each(MEMBER_LANGUAGES)('%s has every key of the Spanish texts, none empty, every placeholder kept', (language) => {
    const texts = leaves(LIMIT_TEXTS[language]);
    expect(texts.map(([key]) => key)).toEqual(leaves(es).map(([key]) => key));
    const spanish = new Map(leaves(es));
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe('');
      for (const placeholder of spanish.get(key)?.match(/«\w+»/g) ?? []) expect(text, key).toContain(placeholder);
    }
  });

  it('speaks of failed attempts for a failures-only limit and of requests for an every-call one', () => {
    expect(limitDetail('es', { max: 5, windowSeconds: 15 * MINUTE, failuresOnly: true }, 12 * MINUTE)).toBe(
      'Has hecho 5 intentos fallidos en 15 minutos. Podrás volver a intentarlo en 12 minutos.',
    );
    expect(limitDetail('es', { max: 60, windowSeconds: MINUTE }, 40)).toBe('Has hecho 60 solicitudes en un minuto. Podrás volver a intentarlo en 40 segundos.');
    expect(limitDetail('en', { max: 5, windowSeconds: 15 * MINUTE, failuresOnly: true }, 12 * MINUTE)).toBe(
      'You have made 5 failed attempts in 15 minutes. You can try again in 12 minutes.',
    );
    expect(limitDetail('en', { max: 20, windowSeconds: HOUR }, 30 * MINUTE)).toBe('You have made 20 requests in an hour. You can try again in 30 minutes.');
    expect(limitDetail('fr', { max: 5, windowSeconds: 15 * MINUTE, failuresOnly: true }, 12 * MINUTE)).toBe(
      'Vous avez fait 5 tentatives échouées en 15 minutes. Vous pourrez réessayer dans 12 minutes.',
    );
    expect(limitDetail('fr', { max: 3, windowSeconds: 24 * HOUR }, 1)).toBe('Vous avez fait 3 demandes en une journée. Vous pourrez réessayer dans 1 seconde.');
  });

  it('says one of a count in the singular', () => {
    expect(limitDetail('es', { max: 1, windowSeconds: MINUTE }, 1)).toBe('Has hecho 1 solicitud en un minuto. Podrás volver a intentarlo en 1 segundo.');
    expect(limitDetail('en', { max: 1, windowSeconds: MINUTE, failuresOnly: true }, 60)).toBe(
      'You have made 1 failed attempt in a minute. You can try again in 1 minute.',
    );
    expect(limitDetail('fr', { max: 1, windowSeconds: HOUR, failuresOnly: true }, HOUR)).toBe(
      'Vous avez fait 1 tentative échouée en une heure. Vous pourrez réessayer dans 1 heure.',
    );
  });

  it.each([
    [MINUTE, 'un minuto', 'a minute', 'une minute'],
    [15 * MINUTE, '15 minutos', '15 minutes', '15 minutes'],
    [HOUR, 'una hora', 'an hour', 'une heure'],
    [6 * HOUR, '6 horas', '6 hours', '6 heures'],
    [24 * HOUR, 'un día', 'a day', 'une journée'],
    [7 * 24 * HOUR, '7 días', '7 days', '7 jours'],
    [90, '90 segundos', '90 seconds', '90 secondes'],
  ])('says a window of %i seconds in its largest whole unit', (seconds, spanish, english, french) => {
    expect([windowText(es, seconds), windowText(en, seconds), windowText(fr, seconds)]).toEqual([spanish, english, french]);
  });

  it.each([
    [1, '1 segundo', '1 second'],
    [59, '59 segundos', '59 seconds'],
    [60, '1 minuto', '1 minute'],
    [61, '2 minutos', '2 minutes'],
    [12 * MINUTE - 5, '12 minutos', '12 minutes'],
    [HOUR - 1, '1 hora', '1 hour'],
    [HOUR + 1, '1 hora y 1 minuto', '1 hour and 1 minute'],
    [2 * HOUR + 5 * MINUTE, '2 horas y 5 minutos', '2 hours and 5 minutes'],
    [23 * HOUR + 59 * MINUTE + 30, '24 horas', '24 hours'],
  ])('says a wait of %i seconds in seconds under a minute, else in whole minutes rounded up', (seconds, spanish, english) => {
    expect([waitText(es, seconds), waitText(en, seconds)]).toEqual([spanish, english]);
  });

  it.each([
    [undefined, null],
    ['', null],
    ['de-DE, it;q=0.5', null],
    ['en-GB,en;q=0.9', 'en'],
    ['FR-ca', 'fr'],
    ['de-DE, fr;q=0.7, en;q=0.8', 'en'],
    ['en;q=0, es-MX', 'es'],
    ['fr, en', 'fr'],
    ['*', null],
  ])('reads %j as %s among es, en and fr', (header, language) => {
    expect(languageOfHeader(header)).toBe(language);
  });
});
