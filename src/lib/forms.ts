import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useForm, useWatch, type DefaultValues, type FieldError, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * Every form's react-hook-form setup: a contract-based zod schema as resolver, and the live
 * values (the message for an empty field differs from the one for a wrong one).
 */
export function useZodForm<V extends FieldValues>(schema: z.ZodMiniType<V, V>, defaultValues: DefaultValues<V>) {
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues });
  const values = useWatch({ control: form.control }) as Partial<V>;
  return { ...form, values, errors: form.formState.errors };
}

/**
 * The text for a field's error: "required" when it is empty, else the field's own rule. zod's
 * messages are for developers (and in English); members read these.
 */
export function fieldMessage(t: TFunction, error: FieldError | undefined, value: unknown, invalidKey: string): string | undefined {
  if (!error) return undefined;
  if (typeof value === 'string' && value.trim() === '') return t('FORM.REQUIRED');
  return t(invalidKey);
}
