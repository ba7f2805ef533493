import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/**
 * The text for a field's error: "required" when it is empty, else the field's own rule. zod's
 * messages are for developers (and in English); members read these.
 */
export function fieldMessage(t: TFunction, error: FieldError | undefined, value: unknown, invalidKey: string): string | undefined {
  if (!error) return undefined;
  if (typeof value === 'string' && value.trim() === '') return t('FORM.REQUIRED');
  return t(invalidKey);
}
