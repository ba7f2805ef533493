import * as z from 'zod/mini';
import { MAX_ID } from '../../api/contract';
import { createGroupBodySchema, groupMemberInputSchema, validateGroupTokenBodySchema, type GroupMemberInput, type GroupType } from '../../api/groups';

/**
 * Form schemas built from the contract's own field rules (groupMemberInputSchema,
 * createGroupBodySchema), so the browser refuses what the server would: a DNI or NIE with its
 * check letter, a real past birth date, a mail. Inputs give text: the partner number is digits
 * here and a number when sent; an empty lastname is not sent.
 */
const member = groupMemberInputSchema.shape;

const partnerNumberText = z.string().check(
  z.trim(),
  z.regex(/^[1-9]\d{0,9}$/, 'must be a partner number'),
  z.refine((text) => Number(text) <= MAX_ID, 'must be a partner number'),
);
/** Optional: empty is fine, else the contract's rule for a name. */
const optionalNameText = z.string().check(z.trim(), z.maxLength(120));

export const memberRowSchema = z.object({
  partnerNumber: partnerNumberText,
  name: member.name,
  lastname: optionalNameText,
  dni: member.dni,
  birthdate: member.birthdate,
  mail: member.mail,
  /** Also an owner of the group (a co-owner may add and remove members, and may leave). */
  owner: z.boolean(),
});
export type MemberRowForm = z.infer<typeof memberRowSchema>;
export type MemberRowField = keyof MemberRowForm;

export const emptyMemberRow = (): MemberRowForm => ({ partnerNumber: '', name: '', lastname: '', dni: '', birthdate: '', mail: '', owner: false });

export const createGroupFormSchema = z.object({
  type: createGroupBodySchema.shape.type,
  name: createGroupBodySchema.shape.name,
  member: memberRowSchema,
});
export type CreateGroupForm = z.infer<typeof createGroupFormSchema>;

export const emptyCreateGroupForm = (type: GroupType = 'FAMILY'): CreateGroupForm => ({ type, name: '', member: emptyMemberRow() });

/** Most people one save may add (the contract's limit per call). */
export const MAX_ROWS_PER_SAVE = 10;

export const addMembersFormSchema = z.object({
  members: z.array(memberRowSchema).check(z.minLength(1), z.maxLength(MAX_ROWS_PER_SAVE)),
});
export type AddMembersForm = z.infer<typeof addMembersFormSchema>;

export const tokenFormSchema = z.object({ token: validateGroupTokenBodySchema.shape.token });
export type TokenForm = z.infer<typeof tokenFormSchema>;

/** A row as the API wants it; parsed by the contract's schema, so a form bug cannot send garbage. */
export function toMemberInput(row: MemberRowForm): GroupMemberInput {
  const lastname = row.lastname.trim();
  return groupMemberInputSchema.parse({
    partnerNumber: Number(row.partnerNumber.trim()),
    name: row.name,
    ...(lastname ? { lastname } : {}),
    dni: row.dni,
    birthdate: row.birthdate,
    mail: row.mail,
    ...(row.owner ? { owner: true } : {}),
  });
}

/** The latest day a birth date may be: yesterday, as UTC dates (the contract's "before today"). */
export function latestBirthdate(now: Date = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1)).toISOString().slice(0, 10);
}
export const EARLIEST_BIRTHDATE = '1900-01-01';
