import * as z from 'zod/mini';
import { photoRefusalReasonSchema } from '../../api/users';

/** The refuse dialog: one reason from the contract's list, chosen by the employee (none is chosen beforehand). */
export const refuseFormSchema = z.object({ reason: photoRefusalReasonSchema });
export type RefuseForm = z.infer<typeof refuseFormSchema>;
