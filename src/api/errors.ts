import { z } from 'zod';

/** Body of every non-2xx answer of the API. `error` and `message` carry the §8 texts. */
export const apiErrorBodySchema = z.object({
  statusCode: z.number().int().optional(),
  code: z.string().optional(),
  error: z.string().optional(),
  message: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
