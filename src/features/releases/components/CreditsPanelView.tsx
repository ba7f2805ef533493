import { useTranslation } from 'react-i18next';
import type { Credits } from '../../../api/releases';
import { formatEuros } from '../../../lib/format';
import { Button, InlineAlert, Panel, Spinner } from '../../../ui';
import { creditDay } from '../format';
import * as styles from './Releases.css';

export type CreditsLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: Credits; stale: boolean };

export interface CreditsPanelViewProps {
  load: CreditsLoad;
  onRetry: () => void;
}

/**
 * "Mis créditos" on the partner's profile: each credit line (the game, the seat, the amount, the
 * day) and the balance the renewal takes off its price. When a later read fails, the lines last
 * read stay, with a notice and a retry.
 */
export function CreditsPanelView({ load, onRetry }: CreditsPanelViewProps) {
  const { t, i18n } = useTranslation();
  const retry = (
    <Button size="small" variant="secondary" onClick={onRetry}>
      {t('GENERIC.RETRY')}
    </Button>
  );
  return (
    <Panel title={t('RELEASES.CREDITS.TITLE')}>
      {load.status === 'loading' ? (
        <Spinner text={t('RELEASES.CREDITS.LOADING')} />
      ) : load.status === 'failed' ? (
        <>
          <InlineAlert tone="error">{t('RELEASES.CREDITS.FAILED')}</InlineAlert>
          {retry}
        </>
      ) : (
        <>
          {load.stale && (
            <>
              <InlineAlert tone="warning">{t('RELEASES.CREDITS.STALE')}</InlineAlert>
              {retry}
            </>
          )}
          <p className={styles.balance}>{t('RELEASES.CREDITS.BALANCE', { balance: formatEuros(load.data.balance, i18n.language) })}</p>
          {load.data.lines.length === 0 ? (
            <p className={styles.muted}>{t('RELEASES.CREDITS.EMPTY')}</p>
          ) : (
            <ul className={styles.ledger}>
              {load.data.lines.map((line) => (
                <li key={line.id} className={styles.line}>
                  <span>
                    {line.game ? `${line.game.opponent} · ` : ''}
                    {line.seat ? t('RELEASES.SEAT', { area: line.seat.area, row: line.seat.row, number: line.seat.number }) : t(`RELEASES.CREDITS.REASONS.${line.reason}`)}
                    <br />
                    <span className={styles.muted}>{creditDay(line.at, i18n.language)}</span>
                  </span>
                  <span className={styles.amount}>{`${line.amount > 0 ? '+' : ''}${formatEuros(line.amount, i18n.language)}`}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Panel>
  );
}
