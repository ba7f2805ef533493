import * as z from 'zod/mini';
import { mailSchema, passwordSchema, shortTextSchema } from '../../api/contract';
import { phoneSchema, userAddressSchema } from '../../api/users';

/** A mail that is not the one on file, whatever its case: changing it needs the current password. */
export const isNewMail = (mail: string | undefined, current: string) => (mail ?? '').trim().toLowerCase() !== current.toLowerCase();

/**
 * The editable personal data (PUT users/update), with the contract's rules; an empty phone removes
 * it. A new mail asks for the current password (the server refuses it without one).
 */
export function profileFormSchemaFor(currentMail: string) {
  return z
    .object({
      name: shortTextSchema,
      lastname: shortTextSchema,
      mail: mailSchema,
      phone: z.union([z.literal(''), phoneSchema]),
      currentPassword: z.string(),
    })
    .check(
      z.superRefine((form, ctx) => {
        if (isNewMail(form.mail, currentMail) && !passwordSchema.safeParse(form.currentPassword).success) {
          ctx.issues.push({ code: 'custom', path: ['currentPassword'], message: 'required', input: form.currentPassword });
        }
      }),
    );
}
export type ProfileForm = z.infer<ReturnType<typeof profileFormSchemaFor>>;

/** The address (PUT users/update-address), exactly the server's schema. */
export const addressFormSchema = userAddressSchema;
export type AddressForm = z.input<typeof addressFormSchema>;
