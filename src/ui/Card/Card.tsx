import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { buttonClass, type RenderLink } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { formatPrice } from './formatPrice';
import * as styles from './Card.css';

export interface CardProps {
  /** The pass type's name; it also names the card (an article) and its action. */
  title: string;
  /** A short line under the title. */
  subtitle?: string;
  /** e.g. "De 14 a 30 años"; empty or missing → not rendered at all. */
  ageRestriction?: string;
  /** What the pass includes, one paragraph. */
  description: string;
  /** "From" price in euros, shown as "desde 147,50 €" in the current language. */
  price: number;
  /** Illustration at the top of the card. */
  imgUrl: string;
  /** Empty by default: the illustration is decorative, the title names the card. */
  imgAlt?: string;
  /** Intrinsic size of the image, to reserve its space (400 × 240 by default). */
  imgWidth?: number;
  imgHeight?: number;
  /** Where the card's one action goes (e.g. abonos/joven). */
  href: string;
  /** Visible action text, "Saber más" by default; the card title is added for screen readers. */
  actionLabel?: string;
  /** Renders the action (a router link in the app); a plain anchor by default. */
  renderLink?: RenderLink;
  /** Level of the title: 3 by default (cards sit under a section h2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A pass-type card. One action, a link at the bottom, whose hit area covers the whole card;
 * nothing else inside is interactive.
 */
export function Card(props: CardProps) {
  const { title, subtitle, ageRestriction, description, price, href, renderLink, headingLevel = 3 } = props;
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const label = (
    <>
      {props.actionLabel ?? t('GENERIC.LEARN_MORE')}
      <VisuallyHidden>{`, ${title}`}</VisuallyHidden>
    </>
  );
  const actionClass = `${buttonClass({ variant: 'primary' })} ${styles.action}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <img
        className={styles.image}
        src={props.imgUrl}
        alt={props.imgAlt ?? ''}
        width={props.imgWidth ?? 400}
        height={props.imgHeight ?? 240}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {ageRestriction?.trim() ? <p className={styles.age}>{ageRestriction}</p> : null}
        <p className={styles.description}>{description}</p>
        <p className={styles.price}>
          <Trans
            t={t}
            i18nKey="CARD.PRICE_FROM"
            values={{ price: formatPrice(price, i18n.resolvedLanguage ?? i18n.language) }}
            components={{ amount: <strong className={styles.amount} /> }}
          />
        </p>
        {renderLink ? (
          renderLink(href, label, actionClass)
        ) : (
          <a className={actionClass} href={href}>
            {label}
          </a>
        )}
      </div>
    </article>
  );
}
