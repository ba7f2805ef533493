import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import { CLUB_TIME_ZONE } from '../../../api/card-code';
import type { CardUnavailableReason, MemberCard } from '../../../api/member-card';
import { Button, InlineAlert, Page, Spinner, VisuallyHidden, buttonClass } from '../../../ui';
import type { CardState, NoCodeReason } from '../card-state';
import type { CardQr } from '../rotating-code';
import { CardQrImage } from './CardQrImage';
import * as styles from './MemberCard.css';

export interface MemberCardViewProps {
  state: CardState;
  /** The code of the moment; null until made (or without a secret). */
  qr: CardQr | null;
  online: boolean;
  onRetry: () => void;
  onPrint: () => void;
  pdfUrl: string;
  /** "He cambiado de móvil" (RenewSecretView): shown with the fresh card of the member themself. */
  renew?: ReactNode;
  /** The login that comes back to the card, for a session that ended. */
  loginPath: string;
  /** Inside another page (the home on a game's day): a section under that page's h1, not a page of its own. */
  embedded?: boolean;
}

/** Where a member is sent for each reason there is no card. */
const UNAVAILABLE_LINKS: Record<CardUnavailableReason, { to: string; key: string }[]> = {
  NOT_PARTNER: [{ to: APP_PATHS.home, key: 'BECOME_PARTNER' }],
  PENDING: [{ to: APP_PATHS.pendingPartner, key: 'PENDING' }],
  BLOCKED: [{ to: '/#contacto', key: 'CONTACT' }],
  NO_SEAT: [
    { to: APP_PATHS.seatChangeAreas, key: 'CHOOSE_SEAT' },
    { to: '/#contacto', key: 'CONTACT' },
  ],
  NOT_PAID: [
    { to: APP_PATHS.partnerProfile, key: 'PROFILE' },
    { to: '/#contacto', key: 'CONTACT' },
  ],
};

/** /abonado/carnet: the member's card with its rotating code, or why there is none. */
export function MemberCardView({ state, qr, online, onRetry, onPrint, pdfUrl, renew, loginPath, embedded = false }: MemberCardViewProps) {
  const { t, i18n } = useTranslation();
  const Frame = embedded ? CardSection : Page;
  return (
    <Frame title={t('MEMBER_CARD.TITLE')} width="wide">
      {!online && <OfflineBadge savedAt={state.status === 'card' ? state.savedAt : null} />}
      {state.status === 'loading' && <Spinner text={t('MEMBER_CARD.LOADING')} />}
      {state.status === 'error' && (
        <InlineAlert tone="error" title={t('MEMBER_CARD.ERROR.TITLE')}>
          <p>{t('MEMBER_CARD.ERROR.TEXT')}</p>
          <Button variant="secondary" size="small" onClick={onRetry}>
            {t('MEMBER_CARD.ERROR.RETRY')}
          </Button>
        </InlineAlert>
      )}
      {state.status === 'offline-empty' && (
        <InlineAlert tone="warning" title={t('MEMBER_CARD.OFFLINE_EMPTY.TITLE')}>
          <p>{t('MEMBER_CARD.OFFLINE_EMPTY.TEXT')}</p>
        </InlineAlert>
      )}
      {state.status === 'signed-out' && (
        <InlineAlert tone="warning" title={t('MEMBER_CARD.SIGNED_OUT.TITLE')}>
          <p>{t('MEMBER_CARD.SIGNED_OUT.TEXT')}</p>
          <Link to={loginPath}>{t('MEMBER_CARD.SIGNED_OUT.LOGIN')}</Link>
        </InlineAlert>
      )}
      {state.status === 'unavailable' && <Unavailable reason={state.reason} />}
      {state.status === 'card' && (
        <div className={styles.layout}>
          {/* The code first: at the gate it is what the phone must show without scrolling. */}
          <CodePanel qr={qr} noCode={state.noCode} online={online} />
          <div className={styles.stack}>
            <CardFace card={state.card} />
            {online && state.savedAt === null && (
              <div className={`${styles.actions} ${styles.screenOnly}`}>
                <a className={buttonClass({ variant: 'secondary', size: 'small' })} href={pdfUrl} download>
                  {t('MEMBER_CARD.PDF')}
                </a>
                <Button variant="secondary" size="small" onClick={onPrint}>
                  {t('MEMBER_CARD.PRINT')}
                </Button>
              </div>
            )}
            {online && state.savedAt === null && state.noCode !== 'impersonating' && renew}
            {online && (
              <p className={`${styles.note} ${styles.screenOnly}`}>
                <Link to={APP_PATHS.memberSeason}>{t('SEASON.LINK')}</Link>
              </p>
            )}
            {online && state.savedAt !== null && <p className={styles.note}>{t('MEMBER_CARD.SAVED_AT', { date: savedAtText(state.savedAt, i18n.language) })}</p>}
          </div>
        </div>
      )}
    </Frame>
  );
}

/** The card as a section of another page: its title an h2 under that page's h1. */
function CardSection({ title, children }: { title: string; width: 'wide'; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.embedded} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.embeddedTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** On the club's clock, as the codes are: the same figures on every device and in every test. */
const savedAtText = (savedAt: number, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone: CLUB_TIME_ZONE }).format(savedAt);
const timeText = (timestamp: number, language: string) =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: CLUB_TIME_ZONE }).format(timestamp);

function OfflineBadge({ savedAt }: { savedAt: number | null }) {
  const { t, i18n } = useTranslation();
  return (
    <p className={`${styles.badge} ${styles.screenOnly}`} role="status">
      <span>{t('MEMBER_CARD.OFFLINE')}</span>
      {savedAt !== null && <span>{t('MEMBER_CARD.SAVED_AT', { date: savedAtText(savedAt, i18n.language) })}</span>}
    </p>
  );
}

function CardFace({ card }: { card: MemberCard }) {
  const { t } = useTranslation();
  const initials = `${card.name.charAt(0)}${card.lastname.charAt(0)}`.toUpperCase();
  const { seat } = card;
  return (
    <article className={styles.card} aria-labelledby="member-card-name">
      <div className={styles.band}>
        <p className={styles.bandTitle}>{t('CLUB.NAME')}</p>
        <p className={styles.bandTitle}>{t('MEMBER_CARD.SEASON', { season: card.season })}</p>
      </div>
      <div className={styles.identity}>
        {card.photo ? (
          <img className={styles.photo} src={card.photo} alt={t('MEMBER_CARD.PHOTO_ALT', { name: card.name })} />
        ) : (
          <div className={styles.initials} aria-hidden="true">
            {initials}
          </div>
        )}
        <h2 id="member-card-name" className={styles.name}>{`${card.name} ${card.lastname}`}</h2>
      </div>
      <dl className={styles.details}>
        <dt>{t('MEMBER_CARD.NUMBER')}</dt>
        <dd>{card.partnerNumber}</dd>
        <dt>{t('MEMBER_CARD.PASS')}</dt>
        <dd>{card.pass}</dd>
        <dt>{t('MEMBER_CARD.SEAT')}</dt>
        <dd>{t('MEMBER_CARD.SEAT_VALUE', { sector: seat.sector, area: seat.area, row: seat.row, number: seat.number })}</dd>
        {card.group && (
          <>
            <dt>{t('MEMBER_CARD.GROUP')}</dt>
            <dd>{card.group.name}</dd>
          </>
        )}
      </dl>
    </article>
  );
}

function CodePanel({ qr, noCode, online }: { qr: CardQr | null; noCode: NoCodeReason | null; online: boolean }) {
  const { t, i18n } = useTranslation();
  if (noCode) {
    return (
      <InlineAlert tone="info" title={t('MEMBER_CARD.NO_CODE.TITLE')} live={false}>
        <p>{noCode === 'impersonating' ? t('MEMBER_CARD.NO_CODE.IMPERSONATING') : online ? t('MEMBER_CARD.NO_CODE.MISSING') : t('MEMBER_CARD.NO_CODE.MISSING_OFFLINE')}</p>
      </InlineAlert>
    );
  }
  return (
    <section className={styles.stack} aria-labelledby="member-card-code">
      <h2 id="member-card-code" className={styles.name}>
        {t('MEMBER_CARD.CODE_TITLE')}
      </h2>
      <div className={`${styles.code} ${styles.screenOnly}`}>
        {qr ? <CardQrImage text={qr.text} /> : <Spinner text={t('MEMBER_CARD.CODE_LOADING')} />}
        {qr && <p className={styles.refreshed}>{t('MEMBER_CARD.REFRESHED', { time: timeText(qr.startedAt, i18n.language) })}</p>}
        <p className={styles.note}>{t('MEMBER_CARD.BRIGHTNESS')}</p>
      </div>
      {/* Said once, when the first code shows: not at every change. */}
      <p role="status" className={styles.note}>
        {qr && <VisuallyHidden>{t('MEMBER_CARD.CODE_PURPOSE')}</VisuallyHidden>}
      </p>
      <p className={`${styles.note} ${styles.printOnly}`}>{t('MEMBER_CARD.PRINT_NOTE')}</p>
    </section>
  );
}

function Unavailable({ reason }: { reason: CardUnavailableReason }) {
  const { t } = useTranslation();
  return (
    <InlineAlert tone={reason === 'BLOCKED' ? 'error' : 'warning'} title={t(`MEMBER_CARD.UNAVAILABLE.${reason}.TITLE`)} live={false}>
      <p>{t(`MEMBER_CARD.UNAVAILABLE.${reason}.TEXT`)}</p>
      <ul className={styles.links}>
        {UNAVAILABLE_LINKS[reason].map(({ to, key }) => (
          <li key={key}>
            <Link to={to}>{t(`MEMBER_CARD.UNAVAILABLE.LINKS.${key}`)}</Link>
          </li>
        ))}
      </ul>
    </InlineAlert>
  );
}
