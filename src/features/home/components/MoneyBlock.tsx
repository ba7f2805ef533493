import { useTranslation } from 'react-i18next';
import { APP_PATHS, PARTNER_PROFILE_SECTIONS } from '../../../api/app-paths';
import type { HomeMoney } from '../../../api/home';
import { formatDate, formatEuros } from '../../../lib/format';
import { KeyFigure, KeyFigureList, SummaryCard } from '../../../ui';
import { cardState, euros } from '../blocks';
import type { BlockProps } from './block-props';
import { renderRouterLink } from '../../../lib/router-link';

/** What the season cost so far, the next debit and the credits to spend; declined debits have their own notices. */
export function MoneyBlock({ view, onRetry }: BlockProps<HomeMoney>) {
  const { t } = useTranslation();
  return (
    <SummaryCard
      title={t('MEMBER_HOME.MONEY.TITLE')}
      state={cardState(view)}
      onRetry={onRetry}
      action={{ label: t('MEMBER_HOME.MONEY.LINK'), href: `${APP_PATHS.partnerProfile}#${PARTNER_PROFILE_SECTIONS.payments}` }}
      renderLink={renderRouterLink}
    >
      {view.state === 'ready' && <MoneyFigures money={view.value} />}
    </SummaryCard>
  );
}

function MoneyFigures({ money }: { money: HomeMoney }) {
  const { t, i18n } = useTranslation();
  const amount = (cents: number) => formatEuros(euros(cents), i18n.language);
  const unpaid = money.failed.reduce((sum, charge) => sum + charge.amountCents, 0);
  return (
    <KeyFigureList>
      <KeyFigure label={t('MEMBER_HOME.MONEY.PAID', { season: money.season })} value={amount(money.paidCents)} />
      <KeyFigure
        label={t('MEMBER_HOME.MONEY.NEXT')}
        value={money.nextCharge ? amount(money.nextCharge.amountCents) : t('MEMBER_HOME.MONEY.NONE')}
        hint={money.nextCharge ? t('MEMBER_HOME.MONEY.ON', { date: formatDate(money.nextCharge.on, i18n.language) }) : undefined}
      />
      {unpaid > 0 && <KeyFigure label={t('MEMBER_HOME.MONEY.UNPAID')} value={amount(unpaid)} hint={t('MEMBER_HOME.MONEY.UNPAID_HINT')} tone="negative" />}
      {money.creditCents > 0 && <KeyFigure label={t('MEMBER_HOME.MONEY.CREDIT')} value={amount(money.creditCents)} hint={t('MEMBER_HOME.MONEY.CREDIT_HINT')} tone="positive" />}
    </KeyFigureList>
  );
}
