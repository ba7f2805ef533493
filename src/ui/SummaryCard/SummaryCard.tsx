import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, joinClasses, type RenderLink } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SummaryCard.css';

export type SummaryCardState = 'ready' | 'loading' | 'empty' | 'failed';

export interface SummaryCardProps {
  /** The heading; it names the section landmark and the foot link. */
  title: string;
  /** 2 by default (blocks of a page whose h1 is the page title). */
  headingLevel?: 2 | 3;
  /** What the block shows: its content, skeleton bars, the empty text or the failure. */
  state?: SummaryCardState;
  /** Shown in the `empty` state. */
  emptyText?: string;
  /** Shown in the `failed` state; "No hemos podido cargar esta información." by default. */
  failedText?: string;
  /** With `failed`: a "Reintentar" button that calls it. */
  onRetry?: () => void;
  /** One link at the foot (ready and empty states); the title is added for screen readers. */
  action?: { label: string; href: string };
  /** Renders the foot link (a router link in the app); a plain anchor by default. */
  renderLink?: RenderLink;
  /** `highlight`: the block that matters most now. */
  tone?: 'default' | 'highlight';
  /** The content of the `ready` state. */
  children?: ReactNode;
}

/**
 * A titled block of a dashboard with its own loading, empty and failure states, so one block
 * that fails or waits never blanks the rest of the page.
 */
export function SummaryCard(props: SummaryCardProps) {
  const { title, headingLevel = 2, state = 'ready', action, renderLink, tone = 'default' } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const retry = () => {
    // The button disappears while the block reloads: keep keyboard focus in the block, on its title.
    headingRef.current?.focus();
    props.onRetry?.();
  };
  const showAction = action && (state === 'ready' || state === 'empty');
  const label = (
    <>
      {action?.label}
      <VisuallyHidden>{`, ${title}`}</VisuallyHidden>
    </>
  );
  return (
    <section className={styles.card[tone]} aria-labelledby={titleId} aria-busy={state === 'loading' || undefined}>
      <Heading id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </Heading>
      {state === 'ready' && <div className={styles.body}>{props.children}</div>}
      {state === 'loading' && (
        <div className={styles.body}>
          <VisuallyHidden>{t('GENERIC.LOADING')}</VisuallyHidden>
          <div aria-hidden="true" className={styles.skeleton}>
            <span className={styles.bar} />
            <span className={styles.bar} />
            <span className={joinClasses(styles.bar, styles.shortBar)} />
          </div>
        </div>
      )}
      {state === 'empty' && <p className={styles.muted}>{props.emptyText}</p>}
      {state === 'failed' && (
        <div className={styles.failure}>
          <p>{props.failedText ?? t('GENERIC.LOAD_FAILED')}</p>
          {props.onRetry && (
            <Button variant="secondary" size="small" onClick={retry}>
              {t('GENERIC.RETRY')}
              <VisuallyHidden>{`, ${title}`}</VisuallyHidden>
            </Button>
          )}
        </div>
      )}
      {showAction && (
        <p className={styles.foot}>
          {renderLink ? (
            renderLink(action.href, label, styles.action)
          ) : (
            <a className={styles.action} href={action.href}>
              {label}
            </a>
          )}
        </p>
      )}
    </section>
  );
}
