import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, type RenderLink } from '../Button';
import * as styles from './AdvantageList.css';
import { NewTabHint, newTabProps } from '../utils/newTab';

const AdvantageHtml = lazy(() => import('./AdvantageHtml'));

/** The text of an item: React content (e.g. a `<Trans>` of a translation), or HTML from the CMS. */
type AdvantageText = { content: ReactNode; text?: never } | { /** HTML, sanitised before it becomes DOM. */ text: string; content?: never };

export type AdvantageItem = AdvantageText & {
  image: string;
  alt: string;
  /** The item becomes a link that opens in a new tab (a leaflet PDF, a promotion page). */
  href?: string;
};

interface AdvantageListProps {
  /** The advantages, in order: an icon, a text and an optional link each. */
  items: AdvantageItem[];
  /** Show the "Todas las ventajas" link (needs `allHref`). Shown by default. */
  showAll?: boolean;
  /** Where "Todas las ventajas" goes (the club pass page). */
  allHref?: string;
  /** Text of that link; "Todas las ventajas" (ADVANTAGES.ALL) by default. */
  allLabel?: string;
  /** Renders the "Todas las ventajas" link (a router link in the app); a plain anchor by default. */
  renderLink?: RenderLink;
}

/** The advantages of a pass, each with its icon; some open a document or a promotion in a new tab. */
export function AdvantageList({ items, showAll = true, allHref, allLabel, renderLink }: AdvantageListProps) {
  const { t } = useTranslation();
  const label = allLabel ?? t('ADVANTAGES.ALL');
  const allClass = buttonClass({ variant: 'secondary' });
  return (
    <div className={styles.wrapper}>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.image}`}>
            {item.href ? (
              <a className={styles.link} href={item.href} {...newTabProps}>
                <Content item={item} />
                <NewTabHint />
              </a>
            ) : (
              <div className={styles.item}>
                <Content item={item} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {showAll && allHref ? (
        renderLink ? (
          renderLink(allHref, label, allClass)
        ) : (
          <a className={allClass} href={allHref}>
            {label}
          </a>
        )
      ) : null}
    </div>
  );
}

function Content({ item }: { item: AdvantageItem }) {
  return (
    <>
      <img className={styles.icon} src={item.image} alt={item.alt} width={56} height={56} loading="lazy" decoding="async" />
      {item.text === undefined ? (
        <div className={styles.text}>{item.content}</div>
      ) : (
        <Suspense fallback={<div className={styles.text} />}>
          <AdvantageHtml className={styles.text} html={item.text} insideLink={item.href !== undefined} />
        </Suspense>
      )}
    </>
  );
}
