import * as z from 'zod/mini';

/** What a prerendered page tells the client: its language and the data its routes loaded. */
export interface PrerenderedState {
  language: string;
  loaderData: Record<string, unknown>;
}

export const PRERENDER_STATE_ID = 'prerender-state';

const stateSchema = z.object({
  language: z.string(),
  loaderData: z.record(z.string(), z.unknown()),
});

/**
 * The state a prerendered page carries in `<script type="application/json">` (data, so the
 * CSP's ban on inline scripts holds). Anything unreadable means "not prerendered": render afresh.
 */
export function readPrerenderedState(doc: Document = document): PrerenderedState | undefined {
  const text = doc.getElementById(PRERENDER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = z.safeParse(stateSchema, JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
