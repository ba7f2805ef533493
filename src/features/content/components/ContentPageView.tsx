import { useTranslation } from 'react-i18next';
import { formatUpdatedDate } from '../../../api/content-page-template';
import type { Page } from '../../../api/pages';
import { HtmlContent, Spinner } from '../../../ui';
import { NotFoundView } from './NotFoundView';
import * as styles from './ContentPageView.css';

export type ContentPageState =
  | { status: 'loading' }
  | { status: 'loaded'; page: Page }
  | { status: 'not-found' }
  | { status: 'failed' };

interface ContentPageViewProps {
  state: ContentPageState;
  onRetry?: () => void;
}

/** A CMS page; unknown and failed pages show the not-found page at the same address (spec §2). */
export function ContentPageView({ state, onRetry }: ContentPageViewProps) {
  const { t, i18n } = useTranslation();
  switch (state.status) {
    case 'loading':
      return (
        <div className={styles.loading}>
          <Spinner />
        </div>
      );
    case 'not-found':
      return <NotFoundView />;
    case 'failed':
      return <NotFoundView text={t('CONTENT.LOAD_FAILED')} onRetry={onRetry} />;
    case 'loaded': {
      const { page } = state;
      const updatedAt = new Date(page.updatedAt);
      return (
        <article className={styles.article} lang={page.lang}>
          <title>{page.title}</title>
          <h1 className={styles.title}>{page.title}</h1>
          {!Number.isNaN(updatedAt.getTime()) && (
            <p className={styles.updated}>
              {t('CONTENT.UPDATED', { date: formatUpdatedDate(updatedAt, i18n.resolvedLanguage) })}
            </p>
          )}
          <HtmlContent className={styles.body} html={page.content} />
        </article>
      );
    }
  }
}
