import * as z from 'zod/mini';
import { informationSchema, type Information } from '../../api/pages';
import { readPrerenderedState } from '../hydration';

/**
 * The footer's data the server filled a prerendered page's footer with (server/http/footer.ts):
 * the app's footer starts with it, so it hydrates the same links instead of a spinner (and fetches
 * the data afresh). Apart from hydration.ts, whose reader the page's own small script loads too.
 */
export function prerenderedInformation(): Information | undefined {
  if (typeof document === 'undefined') return undefined; // rendering the page at build time
  const parsed = z.safeParse(informationSchema, readPrerenderedState()?.information);
  return parsed.success ? parsed.data : undefined;
}
