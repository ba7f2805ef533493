import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type DataStrategyFunction } from 'react-router-dom';
import type { SessionPageData } from './hydration';
import { Providers } from './providers';
import { routes } from './routes';

const handler = createStaticHandler(routes);

type RouteMatch = Parameters<DataStrategyFunction>[0]['matches'][number];

/**
 * A data strategy for a page drawn ahead: each matched route's data from `dataOf` (its loader does
 * not run), or from its loader when `dataOf` answers undefined.
 */
export const dataFrom =
  (dataOf: (match: RouteMatch) => (() => unknown) | undefined): DataStrategyFunction =>
  async ({ matches }) => {
    const results = await Promise.all(matches.map((match) => match.resolve(dataOf(match))));
    return Object.fromEntries(matches.map((match, index) => [match.route.id, results[index]!]));
  };

export interface RenderedRoute {
  /** The inside of `<div id="root">`. */
  markup: string;
  loaderData: Record<string, unknown>;
}

/**
 * The app's markup at `path` (Node): the build's prerendering and the server's member pages.
 * Throws when the route answers with a redirect or an error, which a page drawn ahead must not.
 */
export async function renderRoute(
  path: string,
  origin: string,
  { dataStrategy, session }: { dataStrategy?: DataStrategyFunction; session?: SessionPageData } = {},
): Promise<RenderedRoute> {
  const context = await handler.query(new Request(new URL(path, origin)), { dataStrategy });
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}, not a page`);
  if (context.errors) throw new Error(`${path} failed while loading`, { cause: Object.values(context.errors)[0] });
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  // `prerender` waits for everything that suspends, so the page comes out complete, never a fallback.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers renderedForSession={session !== undefined} answers={session?.data}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    // Every boundary written in place: a large one would otherwise come last, revealed by an
    // inline script, which the pages' Content-Security-Policy does not run.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  if (errors.length > 0) throw new Error(`${path} failed to render`, { cause: errors[0] });
  return { markup, loaderData: context.loaderData };
}
