import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS, PARTNER_PROFILE_SECTIONS } from '../../../api/app-paths';
import { maySeatChange, type User } from '../../../api/users';
import { buttonClass, DetailList, Panel } from '../../../ui';
import { formatDate, formatEuros } from '../../../lib/format';
import { maskIban } from '../format';
import { SecondPaymentFailed, SecondPaymentValue } from './SecondPayment';
import * as styles from './AccountPage.css';

type Partner = NonNullable<User['partner']>;

/** The member card (its screen is the member-card feature's). */
export const MEMBER_CARD_PATH = APP_PATHS.memberCard;

/** Where the seat change starts (its screens are the seat-change feature's). */
export const SEAT_CHANGE_PATH = APP_PATHS.seatChangeAreas;

/**
 * The partner's pass: number, season, seat and the seat change when allowed, then its payments.
 * Both parts are link targets of the "Mi área" navigation (/abonado/perfil#asiento, #pagos).
 */
export function MembershipPanel({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  const { seat, info } = partner;
  return (
    <Panel
      id={PARTNER_PROFILE_SECTIONS.seat}
      title={t('ACCOUNT.MEMBERSHIP.TITLE')}
      actions={
        <>
          <Link className={buttonClass({ size: 'small' })} to={MEMBER_CARD_PATH}>
            {t('MEMBER_CARD.LINK')}
          </Link>
          {maySeatChange(partner) && (
            <Link className={buttonClass({ variant: 'secondary', size: 'small' })} to={SEAT_CHANGE_PATH}>
              {t('ACCOUNT.MEMBERSHIP.CHANGE_SEAT')}
            </Link>
          )}
        </>
      }
    >
      <DetailList
        emptyText={t('ACCOUNT.NOT_GIVEN')}
        items={[
          { term: t('ACCOUNT.MEMBERSHIP.NUMBER'), value: String(partner.partnerNumber) },
          { term: t('ACCOUNT.MEMBERSHIP.SEASON'), value: info.season },
          {
            term: t('ACCOUNT.MEMBERSHIP.SEAT'),
            value: seat && t('ACCOUNT.MEMBERSHIP.SEAT_VALUE', { sector: seat.sector, area: seat.area, row: seat.row, number: seat.number }),
          },
        ]}
      />
      {!maySeatChange(partner) && partner.actions.changeSeat.allowed && <p className={styles.muted}>{t('ACCOUNT.MEMBERSHIP.CHANGE_SEAT_LATER')}</p>}
      <Payments partner={partner} />
    </Panel>
  );
}

/** Amount paid and how, a split payment's second half (and what to do when declined), IBAN (masked). */
function Payments({ partner }: { partner: Partner }) {
  const { t, i18n } = useTranslation();
  const { info } = partner;
  const titleId = useId();
  return (
    <section id={PARTNER_PROFILE_SECTIONS.payments} tabIndex={-1} className={styles.subsection} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subsectionTitle}>
        {t('ACCOUNT.MEMBERSHIP.PAYMENTS_TITLE')}
      </h3>
      <DetailList
        emptyText={t('ACCOUNT.NOT_GIVEN')}
        items={[
          { term: t('ACCOUNT.MEMBERSHIP.PAID'), value: formatEuros(info.totalPaidAmount, i18n.language) },
          {
            term: t('ACCOUNT.MEMBERSHIP.PLAN'),
            value: <PaymentPlan payments={info.payments} split={Boolean(info.secondPayment)} />,
          },
          ...(info.secondPayment ? [{ term: t('ACCOUNT.MEMBERSHIP.SECOND_PAYMENT'), value: <SecondPaymentValue payment={info.secondPayment} /> }] : []),
          { term: t('ACCOUNT.MEMBERSHIP.IBAN'), value: maskIban(partner.personal.iban) },
        ]}
      />
      {info.secondPayment?.status === 'FAILED' && <SecondPaymentFailed payment={info.secondPayment} />}
    </section>
  );
}

/** `split`: a split sign-up payment, whose second half shows on its own line until it is charged. */
function PaymentPlan({ payments, split }: { payments: Partner['info']['payments']; split: boolean }) {
  const { t, i18n } = useTranslation();
  const [first] = payments;
  if (!first) return t('ACCOUNT.MEMBERSHIP.PLAN_NONE');
  if (split && payments.length === 1) return t('ACCOUNT.MEMBERSHIP.PLAN_SPLIT', { date: formatDate(first.paidAt, i18n.language) });
  if (payments.length === 1) return t('ACCOUNT.MEMBERSHIP.PLAN_SINGLE', { date: formatDate(first.paidAt, i18n.language) });
  return (
    <>
      {t('ACCOUNT.MEMBERSHIP.PLAN_INSTALMENTS', { count: payments.length })}
      <ul className={styles.payments}>
        {payments.map((payment) => (
          <li key={payment.paidAt + payment.amount}>
            {t('ACCOUNT.MEMBERSHIP.PAYMENT', { amount: formatEuros(payment.amount, i18n.language), date: formatDate(payment.paidAt, i18n.language) })}
          </li>
        ))}
      </ul>
    </>
  );
}
