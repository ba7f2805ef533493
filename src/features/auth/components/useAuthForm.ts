import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * The identity forms' react-hook-form setup: the contract-based zod schema as resolver, and the
 * live values (the message for an empty field differs from the one for a wrong one).
 */
export function useAuthForm<V extends FieldValues>(schema: z.ZodMiniType<V, V>, defaultValues: DefaultValues<V>) {
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues });
  const values = useWatch({ control: form.control }) as Partial<V>;
  return { ...form, values, errors: form.formState.errors };
}
