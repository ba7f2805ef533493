import { useTranslation } from 'react-i18next';
import { buttonClass, type RenderLink } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import type { BannerVariants } from './Banner.css';
import * as styles from './Banner.css';
import { NewTabHint, newTabProps } from '../utils/newTab';

export interface BannerProps {
  /** The heading of the banner; also added, for screen readers, to the action label. */
  title: string;
  /** A short paragraph under the title. */
  text?: string;
  /** The picture beside (from 680 px) or above the text. */
  imgUrl: string;
  /** Empty by default (decorative). Give it when the image carries information of its own. */
  imgAlt?: string;
  /** Intrinsic size of the image, to reserve its space (640 × 360 by default). */
  imgWidth?: number;
  imgHeight?: number;
  /** Where the action (or the whole banner when `clickable`) goes. */
  href: string;
  /** Text of the action button, "Saber más" by default; not shown when `clickable`. */
  actionLabel?: string;
  /** The whole banner is a single link (e.g. a promotional leaflet). */
  clickable?: boolean;
  /** Opens `href` in a new tab, safely, and says so to screen readers. */
  newTab?: boolean;
  /** `light` (default) or `dark`, the inverse band with the inverse focus ring. */
  tone?: BannerVariants['tone'];
  /** Level of the title: 2 by default, 3 inside a section. */
  headingLevel?: 2 | 3;
  /** Renders the link (a router link in the app); a plain anchor by default. Not used with `newTab`. */
  renderLink?: RenderLink;
}

/** An image with a title, an optional text and one way on: a button, or the whole banner. */
export function Banner(props: BannerProps) {
  const { title, text, href, clickable = false, newTab = false, tone, headingLevel = 2, renderLink } = props;
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const tabProps = newTab ? newTabProps : {};
  const hint = newTab && <NewTabHint />;
  const label = (
    <>
      {props.actionLabel ?? t('GENERIC.LEARN_MORE')}
      <VisuallyHidden>{`, ${title}`}</VisuallyHidden>
      {hint}
    </>
  );
  const actionClass = buttonClass({ variant: 'primary', size: 'large' });
  const action =
    renderLink && !newTab ? (
      renderLink(href, label, actionClass)
    ) : (
      <a className={actionClass} href={href} {...tabProps}>
        {label}
      </a>
    );
  const body = (
    <>
      <img
        className={styles.image}
        src={props.imgUrl}
        alt={props.imgAlt ?? ''}
        width={props.imgWidth ?? 640}
        height={props.imgHeight ?? 360}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.content}>
        <Heading className={styles.title}>{title}</Heading>
        {text ? <p className={styles.text}>{text}</p> : null}
        {clickable ? hint : action}
      </div>
    </>
  );

  const className = styles.banner({ tone, clickable });
  if (!clickable) return <div className={className}>{body}</div>;
  if (renderLink && !newTab) return renderLink(href, body, className);
  return (
    <a className={className} href={href} {...tabProps}>
      {body}
    </a>
  );
}
