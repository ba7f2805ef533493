import { useTranslation } from 'react-i18next';
import type { GateMember, GateRefusal, GateTicket, GateTicketRefusal } from '../../../api/gate';
import { InlineAlert } from '../../../ui';
import { clubTime } from '../format';
import type { GateDuplicate, GateTicketDuplicate } from '../ledger';
import * as styles from './GateView.css';

export interface SyncState {
  online: boolean;
  syncing: boolean;
  syncFailed: boolean;
  /** This gate's entries not yet sent. */
  pending: number;
  syncedAt: string | null;
}

export interface SyncPanelProps {
  sync: SyncState;
  duplicates: GateDuplicate[];
  /** This gate's entries the server refused: out of the outbox, told to the employee. */
  refused: GateRefusal[];
  /** The same for the game's tickets. */
  ticketDuplicates: GateTicketDuplicate[];
  ticketRefused: GateTicketRefusal[];
  members: readonly GateMember[];
  tickets: readonly GateTicket[];
  deviceId: string;
}

/** Where the entries stand with the other gates, and who got in twice while gates could not see each other. */
export function SyncPanel({ sync, duplicates, refused, ticketDuplicates, ticketRefused, members, tickets, deviceId }: SyncPanelProps) {
  const { t, i18n } = useTranslation();
  const nameOf = (partnerNumber: number) => {
    const member = members.find((candidate) => candidate.partnerNumber === partnerNumber);
    return member ? `${member.name} ${member.lastname}` : '';
  };
  const holderOf = (ticketId: number) => tickets.find((ticket) => ticket.ticketId === ticketId)?.holderName ?? '';
  const gateName = (id: string) => (id === deviceId ? t('GATE.SYNC.THIS_GATE') : t('GATE.SYNC.OTHER_GATE', { id: id.slice(-4).toUpperCase() }));
  const status = !sync.online
    ? t('GATE.SYNC.OFFLINE', { count: sync.pending })
    : sync.syncing
      ? t('GATE.SYNC.SYNCING')
      : sync.syncFailed
        ? t('GATE.SYNC.FAILED', { count: sync.pending })
        : sync.syncedAt
          ? t('GATE.SYNC.SYNCED', { time: clubTime(sync.syncedAt, i18n.language) })
          : t('GATE.SYNC.READY');
  return (
    <section className={styles.section} aria-labelledby="gate-sync-title">
      <h2 id="gate-sync-title" className={styles.sectionTitle}>
        {t('GATE.SYNC.TITLE')}
      </h2>
      <p className={styles.definition} role="status">
        {status}
      </p>
      {!sync.online && <InlineAlert tone="warning">{t('GATE.SYNC.OFFLINE_WARNING')}</InlineAlert>}
      <p className={styles.definition}>{t('GATE.SYNC.HOW_LONG')}</p>
      {duplicates.length + ticketDuplicates.length > 0 && (
        <InlineAlert tone="warning" title={t('GATE.SYNC.DUPLICATES_TITLE')}>
          <ul className={styles.list}>
            {duplicates.map(({ partnerNumber, first, second }) => {
              return (
                <li key={`${partnerNumber}-${first.at}-${second.at}`}>
                  {t('GATE.SYNC.DUPLICATE', {
                    name: nameOf(partnerNumber),
                    number: partnerNumber,
                    first: `${gateName(first.deviceId)} ${clubTime(first.at, i18n.language)}`,
                    second: `${gateName(second.deviceId)} ${clubTime(second.at, i18n.language)}`,
                  })}
                </li>
              );
            })}
            {ticketDuplicates.map(({ ticketId, first, second }) => (
              <li key={`ticket-${ticketId}-${first.at}-${second.at}`}>
                {t('GATE.SYNC.TICKET_DUPLICATE', {
                  name: holderOf(ticketId),
                  number: ticketId,
                  first: `${gateName(first.deviceId)} ${clubTime(first.at, i18n.language)}`,
                  second: `${gateName(second.deviceId)} ${clubTime(second.at, i18n.language)}`,
                })}
              </li>
            ))}
          </ul>
        </InlineAlert>
      )}
      {refused.length + ticketRefused.length > 0 && (
        <InlineAlert tone="error" title={t('GATE.SYNC.REFUSED_TITLE')}>
          <p>{t('GATE.SYNC.REFUSED_INTRO')}</p>
          <ul className={styles.list}>
            {refused.map(({ entry, reason }) => (
              <li key={`${entry.partnerNumber}-${entry.deviceId}-${entry.at}`}>
                {t('GATE.SYNC.REFUSED', {
                  name: nameOf(entry.partnerNumber),
                  number: entry.partnerNumber,
                  time: clubTime(entry.at, i18n.language),
                  reason: t(`GATE.SYNC.REFUSAL_${reason}`),
                })}
              </li>
            ))}
            {ticketRefused.map(({ entry, reason }) => (
              <li key={`ticket-${entry.ticketId}-${entry.deviceId}-${entry.at}`}>
                {t('GATE.SYNC.TICKET_REFUSED', {
                  name: holderOf(entry.ticketId),
                  number: entry.ticketId,
                  time: clubTime(entry.at, i18n.language),
                  reason: t(`GATE.SYNC.REFUSAL_${reason}`),
                })}
              </li>
            ))}
          </ul>
        </InlineAlert>
      )}
    </section>
  );
}
