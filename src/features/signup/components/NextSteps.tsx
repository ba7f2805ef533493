import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import type { SignupOrder } from '../../../api/signup';
import { formatDate, formatEuros } from '../../../lib/format';
import { Panel } from '../../../ui';
import * as styles from './signup.css';

/** The partner's profile: the group panel is there. */
export const PROFILE_PATH = APP_PATHS.partnerProfile;

/**
 * What comes next once the order is paid, in plain words: the numbers, the login, the pass card,
 * the seat, the family group and the second half of a SPLIT payment.
 */
export function PaidNextSteps({ order }: { order: SignupOrder }) {
  const { t, i18n } = useTranslation();
  const count = order.people.length;
  const numbers = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    order.people.flatMap((person) => (person.partnerNumber === null ? [] : [String(person.partnerNumber)])),
  );
  const payment = order.payment;
  return (
    <Panel title={t('SIGNUP.NEXT.TITLE')}>
      <ul className={styles.stepsList}>
        <li>{t('SIGNUP.NEXT.MEMBER', { count, numbers })}</li>
        <li>{t('SIGNUP.NEXT.LOGIN')}</li>
        <li>{t('SIGNUP.NEXT.PASS_CARD', { count, button: t('SIGNUP.RESULT.DOWNLOAD_PASS', { count }) })}</li>
        <li>{t('SIGNUP.NEXT.SEAT', { count, season: order.season })}</li>
        {order.familyGroup && (
          <li>
            {t('SIGNUP.NEXT.FAMILY', { name: order.familyGroup.name })} <Link to={PROFILE_PATH}>{t('SIGNUP.NEXT.FAMILY_LINK')}</Link>
          </li>
        )}
        {payment?.method === 'SPLIT' && payment.debitDate && (
          <li>
            {t('SIGNUP.RESULT.SPLIT_LATER', {
              amount: formatEuros(payment.amountLater, i18n.language),
              date: formatDate(payment.debitDate, i18n.language),
              iban: payment.ibanEnd ?? '',
            })}
          </li>
        )}
      </ul>
    </Panel>
  );
}

/** Waiting for cash at the office: what paying there gives. */
export function CashNextSteps({ order }: { order: SignupOrder }) {
  const { t } = useTranslation();
  const count = order.people.length;
  return (
    <Panel title={t('SIGNUP.NEXT.TITLE')}>
      <ul className={styles.stepsList}>
        <li>{t('SIGNUP.NEXT.CASH_SEATS', { count })}</li>
        <li>{t('SIGNUP.NEXT.CASH_AFTER', { count })}</li>
      </ul>
    </Panel>
  );
}
