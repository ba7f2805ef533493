import { useTranslation } from 'react-i18next';
import { localizedPath, useInformation, usePageList } from '../../features/content/api';
import { FooterView, type FooterState } from './Footer';

export function SiteFooter() {
  const { i18n } = useTranslation();
  const { data, error, isLoading, mutate } = useInformation();
  const { data: pages } = usePageList();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const state: FooterState =
    data ? { status: 'loaded', information: data } : error && !isLoading ? { status: 'failed' } : { status: 'loading' };
  return (
    <FooterView
      state={state}
      onRetry={() => void mutate()}
      year={new Date().getFullYear()}
      localizePath={(path) => localizedPath(pages, path, language)}
    />
  );
}
