import { useInformation } from '../../features/content/api';
import { FooterView, type FooterState } from './Footer';

export function SiteFooter() {
  const { data, error, isLoading, mutate } = useInformation();
  const state: FooterState =
    data ? { status: 'loaded', information: data } : error && !isLoading ? { status: 'failed' } : { status: 'loading' };
  return <FooterView state={state} onRetry={() => void mutate()} year={new Date().getFullYear()} />;
}
