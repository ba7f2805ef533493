import * as z from 'zod/mini';

/** Body of every non-2xx answer of the API. `error` and `message` carry the §8 texts. */
export const apiErrorBodySchema = z.object({
  statusCode: z.optional(z.int()),
  code: z.optional(z.string()),
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  /** Why, where a code has several causes (the queue admission's refusals). */
  reason: z.optional(z.string()),
  /** A 429 past a declared limit: the limit's numbers, the seconds to wait and a sentence from them in the caller's language. */
  limit: z.optional(z.object({ max: z.int(), windowSeconds: z.int() })),
  retryAfter: z.optional(z.int()),
  detail: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
export type LimitExceededFields = Required<Pick<ApiErrorBody, 'limit' | 'retryAfter' | 'detail'>>;
