import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { i18n } from '../lib/i18n';
import { RenderedForSession } from '../lib/session';
import { swrConfig } from '../lib/swr-config';
import { Spinner } from '../ui';

export interface ProvidersProps {
  children: ReactNode;
  /** The markup is a member's page the server draws for their session (see lib/session). */
  renderedForSession?: boolean;
  /**
   * Answers by their cache keys for a render in Node, which has no data cache of its own per page
   * (the server drawing a member's page). The browser starts from its cache (app/start.tsx).
   */
  answers?: Record<string, unknown>;
}

/** Data cache and translations around the router; Suspense covers the first translation load. */
export function Providers({ children, renderedForSession = false, answers }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={answers ? { ...swrConfig, fallback: answers } : swrConfig}>
        <RenderedForSession value={renderedForSession}>
          <Suspense fallback={<Spinner text="" />}>{children}</Suspense>
        </RenderedForSession>
      </SWRConfig>
    </I18nextProvider>
  );
}
