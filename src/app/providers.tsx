import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { i18n } from '../lib/i18n';
import { RenderedForSession } from '../lib/session';
import { swrConfig } from '../lib/swr-config';
import { Spinner } from '../ui';
import type { SessionPageData } from './hydration';

/**
 * Data cache and translations around the router; Suspense covers the first translation load.
 * A member's page drawn by the server (`session`) starts from the answers it was drawn with.
 */
export function Providers({ children, session }: { children: ReactNode; session?: SessionPageData }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={session ? { ...swrConfig, fallback: session.data } : swrConfig}>
        <RenderedForSession value={session !== undefined}>
          <Suspense fallback={<Spinner text="" />}>{children}</Suspense>
        </RenderedForSession>
      </SWRConfig>
    </I18nextProvider>
  );
}
