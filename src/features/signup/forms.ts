import * as z from 'zod/mini';
import { MAIL_CODE } from '../../api/signup';
import { dniSchema, mailSchema, newPasswordSchema, pastDateSchema, shortTextSchema } from '../../api/contract';
import { phoneSchema } from '../../api/users';

/** Step 1 (spec §2 "personal data"): the contract's field rules, so the page refuses what the server would. */
export const personalDataFormSchema = z
  .object({
    name: shortTextSchema,
    lastname: shortTextSchema,
    dni: dniSchema,
    birthdate: pastDateSchema,
    mail: mailSchema,
    /** Optional in the contract: an empty field is not sent. */
    phone: z.union([z.literal(''), phoneSchema]),
    password: newPasswordSchema,
    repeat: z.string(),
    acceptTerms: z.literal(true, 'must accept the terms'),
  })
  .check(
    z.refine((form) => form.password === form.repeat, { path: ['repeat'], message: 'must repeat the password' }),
  );
export type PersonalDataForm = z.infer<typeof personalDataFormSchema>;
/** What the form holds before it is valid: the box may be unticked. */
export type PersonalDataValues = Omit<PersonalDataForm, 'acceptTerms'> & { acceptTerms: boolean };

/** The code mailed by step 1: spaces a mail or a paste may bring are dropped. */
export const mailCodeFormSchema = z.object({
  code: z.string().check(
    z.overwrite((value) => value.replace(/\s+/g, '')),
    z.regex(new RegExp(`^\\d{${MAIL_CODE.digits}}$`), 'must be the digits mailed'),
  ),
});
export type MailCodeForm = z.infer<typeof mailCodeFormSchema>;

/** Someone else in the order (a family): who they are and when they were born, which sets their rol. */
export const companionFormSchema = z.object({ name: shortTextSchema, lastname: shortTextSchema, birthdate: pastDateSchema });
export type CompanionForm = z.infer<typeof companionFormSchema>;

