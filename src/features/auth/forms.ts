import * as z from 'zod/mini';
import { dniSchema, isoDateSchema, mailSchema, newPasswordSchema, passwordSchema, tokenParamSchema } from '../../api/contract';
import { phoneSchema } from '../../api/users';

/**
 * Form schemas built from the contract's field rules, so the browser refuses what the server
 * would. Inputs give text: member numbers are digits here and become numbers when sent.
 */
const memberNumberText = z.string().check(z.trim(), z.regex(/^[1-9]\d{0,8}$/, 'must be a member number'));
const optionalMemberNumberText = z.string().check(z.trim(), z.regex(/^([1-9]\d{0,8})?$/, 'must be a member number'));

export const mailLoginFormSchema = z.object({ mail: mailSchema, password: passwordSchema });
export type MailLoginForm = z.infer<typeof mailLoginFormSchema>;

export const cardLoginKinds = ['partners', 'sympathizers', 'fan'] as const;
export type CardLoginKind = (typeof cardLoginKinds)[number];

export const cardLoginFormSchema = z.object({
  partnerNumber: optionalMemberNumberText,
  pin: passwordSchema,
  dni: dniSchema,
  birthdate: isoDateSchema,
});
export type CardLoginForm = z.infer<typeof cardLoginFormSchema>;

export const mailFormSchema = z.object({ mail: mailSchema });
export type MailForm = z.infer<typeof mailFormSchema>;

export const renewalFormSchema = z.object({ mail: mailSchema, previousPartnerNumber: memberNumberText });
export type RenewalForm = z.infer<typeof renewalFormSchema>;

export const mailRecoverFormSchema = z.object({ id: memberNumberText, pin: passwordSchema });
export type MailRecoverForm = z.infer<typeof mailRecoverFormSchema>;

const samePassword = z.refine<{ password: string; repeat: string }>((form) => form.password === form.repeat, {
  path: ['repeat'],
  message: 'must repeat the password',
});
export const restoreFormSchema = z.object({ password: newPasswordSchema, repeat: z.string() }).check(samePassword);
export type RestoreForm = z.infer<typeof restoreFormSchema>;

export const changePasswordFormSchema = z
  .object({ currentPassword: passwordSchema, password: newPasswordSchema, repeat: z.string() })
  .check(samePassword);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const phoneConfirmFormSchema = z.object({
  mail: mailSchema,
  phone: phoneSchema,
  hash: tokenParamSchema,
});
export type PhoneConfirmForm = z.infer<typeof phoneConfirmFormSchema>;

/** A member number typed as text, as the API wants it. */
export const toMemberNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));
