import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedPath, useInformation, usePageList } from '../../features/content/api';
import { FooterView, type FooterState } from './Footer';
import { prerenderedInformation } from './prerendered-information';

export function SiteFooter() {
  const { i18n } = useTranslation();
  // A prerendered page's footer came filled by the server: the app starts from the same data.
  const [pageInformation] = useState(() => prerenderedInformation());
  const { data, error, mutate } = useInformation(pageInformation);
  const { data: pages } = usePageList();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // A failure stays on screen while retries run in the background, so the retry button never
  // moves from under the reader's finger.
  const state: FooterState = data ? { status: 'loaded', information: data } : error ? { status: 'failed' } : { status: 'loading' };
  return (
    <FooterView
      state={state}
      onRetry={() => void mutate()}
      year={new Date().getFullYear()}
      localizePath={(path) => localizedPath(pages, path, language)}
    />
  );
}
