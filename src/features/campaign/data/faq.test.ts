import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import fr from '../../../locales/fr.json';
import { formatPrice } from '../../../ui';
import { campaignDate, type CampaignDay } from './campaign';
import { faqItems, nextSeason } from './faq';

const locales = { es, en, fr };

function formatFor(locale: string, season: string) {
  return {
    price: (euros: number) => formatPrice(euros, locale),
    day: (day: CampaignDay) =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }).format(campaignDate(season, day)),
    month: (month: number) => new Intl.DateTimeFormat(locale, { month: 'long' }).format(new Date(2025, month - 1, 1)),
  };
}

describe('home FAQ', () => {
  it('has the 15 questions of spec §2, in order', () => {
    const items = faqItems('25/26', formatFor('es', '25/26'));
    expect(items).toHaveLength(15);
    expect(items.map((item) => item.questionKey)).toEqual(Array.from({ length: 15 }, (_, index) => `FAQ.Q${index + 1}`));
    expect(new Set(items.map((item) => item.id)).size).toBe(15);
  });

  it.each(Object.keys(locales) as (keyof typeof locales)[])('leaves no placeholder unfilled in %s', (lng) => {
    const i18n = createInstance();
    void i18n.init({ resources: { [lng]: { translation: locales[lng] } }, lng, initAsync: false, interpolation: { escapeValue: false } });
    for (const item of faqItems('25/26', formatFor(lng, '25/26'))) {
      for (const key of [item.questionKey, item.answerKey]) {
        expect(i18n.exists(key), key).toBe(true);
        const text = i18n.t(key, item.values);
        expect(text, key).not.toMatch(/\{\{|\$t\(/);
      }
    }
  });

  it('writes the campaign numbers into the Spanish answers', () => {
    const i18n = createInstance();
    void i18n.init({ resources: { es: { translation: es } }, lng: 'es', initAsync: false, interpolation: { escapeValue: false } });
    const answer = (n: number) => {
      const item = faqItems('25/26', formatFor('es', '25/26'))[n - 1]!;
      return i18n.t(item.answerKey, item.values).replace(/\s+/g, ' ');
    };
    expect(answer(1)).toContain('34 partidos: 17 de la liga masculina, 15 de la liga femenina y 2 partidos de presentación');
    expect(answer(3)).toContain('25 de junio (40 %), 18 de julio (40 %) y 18 de agosto (20 %)');
    expect(answer(3)).toContain('antes del 23 de junio');
    expect(answer(5)).toContain('147,50 € de 14 a 16 años, 160 € de 17 a 22 años y 170 € de 23 a 30 años');
    expect(answer(12)).toContain('temporada 26/27');
    expect(answer(15)).toContain('«Abónate ahora»');
  });

  it('counts the next season', () => {
    expect(nextSeason('25/26')).toBe('26/27');
    expect(nextSeason('99/00')).toBe('00/01');
  });
});
