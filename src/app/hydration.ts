import * as z from 'zod/mini';

/** What a prerendered page tells the client: its language, the data its routes loaded and where the app is. */
export interface PrerenderedState {
  language: string;
  loaderData: Record<string, unknown>;
  /**
   * The app's entry script, and what to fetch ahead (scripts, translations) so it starts at once
   * when asked. `storedWork`: localStorage keys of work the page shows (a sign-up draft); when any
   * is set the page as prerendered is not the visitor's, and the app starts at once and draws it
   * afresh (see storedWorkIn).
   */
  app?: { entry: string; prefetch: string[]; storedWork?: string[] };
  /** The footer's data, written in by the server with the footer it filled (server/http/footer.ts). */
  information?: unknown;
  /** Set on a member's page the server drew for their session (server/http/member-page.ts). */
  session?: SessionPageData;
}

/** What a member's page was drawn from: the answers of its calls, by their cache keys (callPath). */
export interface SessionPageData {
  data: Record<string, unknown>;
}

export const PRERENDER_STATE_ID = 'prerender-state';

const stateSchema = z.object({
  language: z.string(),
  loaderData: z.record(z.string(), z.unknown()),
  app: z.optional(z.object({ entry: z.string(), prefetch: z.array(z.string()), storedWork: z.optional(z.array(z.string())) })),
  information: z.optional(z.unknown()),
  session: z.optional(z.object({ data: z.record(z.string(), z.unknown()) })),
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

/** Told once the app has rendered or hydrated its first page; a prerendered page's script waits for it. */
export const APP_READY_EVENT = 'club:app-ready';

/** Whether this browser holds work the prerendered page does not show (storage may be blocked: then it holds none). */
export function storedWorkIn(state: PrerenderedState, storage: () => Storage = () => window.localStorage): boolean {
  try {
    return (state.app?.storedWork ?? []).some((key) => storage().getItem(key) !== null);
  } catch {
    return false;
  }
}
