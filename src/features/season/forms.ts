import * as z from 'zod/mini';
import { mailSchema } from '../../api/contract';
import { guestPassBodySchema } from '../../api/season';

const { guestName, password } = guestPassBodySchema.shape;

/** The give-a-seat form: the contract's rules, with the mail left empty when the member shares the link. */
export const giveSeatFormSchema = z.object({ guestName, guestMail: z.union([z.literal(''), mailSchema]), password });
export type GiveSeatForm = z.infer<typeof giveSeatFormSchema>;

/** The body of POST guest-passes from the form: an empty mail is no mail. */
export const giveSeatBody = (gameId: number, form: GiveSeatForm) =>
  guestPassBodySchema.parse({ gameId, guestName: form.guestName, password: form.password, ...(form.guestMail.trim() ? { guestMail: form.guestMail } : {}) });
