import * as z from 'zod/mini';
import { mailSchema, shortTextSchema } from '../../api/contract';
import { phoneSchema, userAddressSchema } from '../../api/users';

/** The editable personal data (PUT users/update), with the contract's rules; an empty phone removes it. */
export const profileFormSchema = z.object({
  name: shortTextSchema,
  lastname: shortTextSchema,
  mail: mailSchema,
  phone: z.union([z.literal(''), phoneSchema]),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** The address (PUT users/update-address), exactly the server's schema. */
export const addressFormSchema = userAddressSchema;
export type AddressForm = z.input<typeof addressFormSchema>;
