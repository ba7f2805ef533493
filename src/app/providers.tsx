import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { i18n } from '../lib/i18n';
import { swrConfig } from '../lib/swr-config';
import { Spinner } from '../ui';

/** Data cache and translations around the router; Suspense covers the first translation load. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={swrConfig}>
        <Suspense fallback={<Spinner text="" />}>{children}</Suspense>
      </SWRConfig>
    </I18nextProvider>
  );
}
