import type { Limit } from '../../src/api/contract.ts';
import { MEMBER_LANGUAGES, type MemberLanguage } from '../../src/api/users.ts';
import { en } from './limit-texts.en.ts';
import { es, type LimitTexts } from './limit-texts.es.ts';
import { fr } from './limit-texts.fr.ts';

export const LIMIT_TEXTS: Record<MemberLanguage, LimitTexts> = { es, en, fr };

const UNIT_SECONDS = { day: 24 * 60 * 60, hour: 60 * 60, minute: 60 } as const;

/**
 * The 429's sentence from the limit's own numbers: "Has hecho 5 intentos fallidos en 15 minutos.
 * Podrás volver a intentarlo en 12 minutos."
 */
export function limitDetail(language: MemberLanguage, limit: Pick<Limit, 'max' | 'windowSeconds' | 'failuresOnly'>, retryAfter: number): string {
  const texts = LIMIT_TEXTS[language];
  const done = limit.failuresOnly ? texts.done.failures : texts.done.calls;
  return `${done({ count: limit.max, window: windowText(texts, limit.windowSeconds) })} ${texts.retry({ wait: waitText(texts, retryAfter) })}`;
}

/** The window in its largest whole unit; one unit as a word ("una hora", not "1 hora"). */
export function windowText(texts: LimitTexts, seconds: number): string {
  for (const unit of ['day', 'hour', 'minute'] as const) {
    const size = UNIT_SECONDS[unit];
    if (seconds % size === 0) return seconds === size ? texts.one[unit] : texts.count[unit]({ count: seconds / size });
  }
  return texts.count.second({ count: seconds });
}

/** The wait in seconds under a minute, else rounded up to whole minutes (with hours from an hour on). */
export function waitText(texts: LimitTexts, seconds: number): string {
  if (seconds < 60) return texts.count.second({ count: Math.max(1, Math.ceil(seconds)) });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return texts.count.minute({ count: minutes });
  const hours = texts.count.hour({ count: Math.floor(minutes / 60) });
  return minutes % 60 === 0 ? hours : texts.and({ first: hours, second: texts.count.minute({ count: minutes % 60 }) });
}

/**
 * The first of es, en, fr an Accept-Language header prefers ("fr-CH, en;q=0.8" → fr), by its
 * weights; null when it names none of them.
 */
export function languageOfHeader(header: string | undefined): MemberLanguage | null {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.weight > 0 && (MEMBER_LANGUAGES as readonly string[]).includes(entry.language ?? ''))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked[0]?.language as MemberLanguage | undefined) ?? null;
}
