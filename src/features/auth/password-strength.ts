import type { TFunction } from 'i18next';
import type { PasswordStrength } from '../../ui';

/**
 * The rules of newPasswordSchema (src/api/contract.ts), ticked one by one as the member types,
 * and a score for the meter. The schema stays the judge: this only shows progress towards it.
 */
export const NEW_PASSWORD_RULES = [
  { key: 'PASSWORD.RULES.LENGTH', test: (value: string) => value.length >= 8 },
  { key: 'PASSWORD.RULES.LETTER', test: (value: string) => /[A-Za-z]/.test(value) },
  { key: 'PASSWORD.RULES.DIGIT', test: (value: string) => /\d/.test(value) },
] as const;

/** 0 empty; 1 rules unmet; 2 rules met; 3 and 4 for length and variety beyond them. */
export function passwordScore(value: string): PasswordStrength['score'] {
  if (value === '') return 0;
  if (!NEW_PASSWORD_RULES.every((rule) => rule.test(value))) return 1;
  const long = value.length >= 12;
  const varied = /[^A-Za-z0-9]/.test(value) || (/[a-z]/.test(value) && /[A-Z]/.test(value));
  return long && varied ? 4 : long || varied ? 3 : 2;
}

export function passwordStrength(value: string, t: TFunction): PasswordStrength {
  return {
    score: passwordScore(value),
    requirements: NEW_PASSWORD_RULES.map((rule) => ({ text: t(rule.key), met: rule.test(value) })),
  };
}
