import * as z from 'zod/mini';
import { endpoint } from './contract';

/** Users area. Only the current-user read is part of the foundation. */
export const usersPaths = { extended: 'users/extended' } as const;

/**
 * Set beside the HttpOnly session cookie with the same lifetime, value "1" and readable by
 * scripts: the app asks users/extended only when a session may exist, so anonymous visitors
 * cost no request and no 401.
 */
export const SESSION_HINT_COOKIE = 'a360_session';

export const userTypes = [
  'PARTNER',
  'SYMPATHIZER',
  'SYMPATHIZER_WITH_NUMBER',
  'FAN',
  'EMPLOYEE',
  'ENTERPRISE_ADMIN',
  'ENTERPRISE_ACCOUNT',
] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

export const partnerProfileSchema = z.object({
  id: z.int(),
  partnerNumber: z.int(),
  personal: z.object({ iban: z.nullable(z.string()) }),
  info: z.object({ totalPaidAmount: z.number(), season: z.string() }),
  actions: z.object({
    changeSeat: z.object({ allowed: z.boolean(), executionAllowed: z.boolean() }),
  }),
});

export const sympathizerProfileSchema = z.object({
  id: z.int(),
  number: z.nullable(z.int()),
});

export const fanProfileSchema = z.object({
  id: z.int(),
  actions: z.object({ shareholders: z.object({ available: z.boolean() }) }),
});

/** The user of spec §3; a profile is null when the user has no such role. */
export const userSchema = z.object({
  id: z.int(),
  mail: z.string(),
  name: z.string(),
  lastname: z.string(),
  type: userTypeSchema,
  partner: z.nullable(partnerProfileSchema),
  sympathizer: z.nullable(sympathizerProfileSchema),
  fan: z.nullable(fanProfileSchema),
  group: z.nullable(z.object({ id: z.int(), name: z.string() })),
  mandatoryValidation: z.object({ photo: z.boolean(), address: z.boolean() }),
  photo: z.nullable(z.string()),
  specialRenewal: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const usersEndpoints = {
  extended: endpoint({
    method: 'GET',
    path: usersPaths.extended,
    summary: 'The logged-in user with every profile (spec §3 User).',
    auth: 'session',
    response: userSchema,
    errors: { 401: 'no live session: the client treats the visitor as anonymous' },
  }),
};
