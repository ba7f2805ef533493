import { useTranslation } from 'react-i18next';
import type { GateMember, GateTicket } from '../../../api/gate';
import { clubTime } from '../format';
import { isAdmission, type GateVerdict } from '../verify';
import * as styles from './GateView.css';

/**
 * Only what the gate needs to look at: the face, the name, the number and where they sit. A photo
 * the download names but the device lacks (or holds altered) is said, never left out unseen.
 */
function MemberFacts({ member, photo }: { member: GateMember; photo: string | null }) {
  const { t } = useTranslation();
  const name = `${member.name} ${member.lastname}`;
  return (
    <div className={styles.member}>
      {photo && <img className={styles.photo} src={photo} alt={t('GATE.VERDICT.PHOTO', { name })} />}
      {!photo && member.photoSha256 && <p className={styles.photoMissing}>{t('GATE.VERDICT.PHOTO_MISSING')}</p>}
      <div>
        <p className={styles.memberName}>{name}</p>
        <p className={styles.verdictText}>{t('GATE.VERDICT.NUMBER', { number: member.partnerNumber })}</p>
        <p className={styles.verdictText}>{t('GATE.VERDICT.SEAT', member.seat)}</p>
      </div>
    </div>
  );
}

/** A single game's ticket: whose it is (no photo: the gate may ask for an ID) and where it sits. */
function TicketFacts({ ticket }: { ticket: GateTicket }) {
  const { t } = useTranslation();
  return (
    <div className={styles.member}>
      <div>
        <p className={styles.memberName}>{ticket.holderName}</p>
        <p className={styles.verdictText}>{t('GATE.VERDICT.TICKET_NUMBER', { number: ticket.ticketId })}</p>
        <p className={styles.verdictText}>{t('GATE.VERDICT.SEAT', ticket.seat)}</p>
      </div>
    </div>
  );
}

function reasonOf(verdict: GateVerdict, t: (key: string, values?: Record<string, string>) => string, language: string): string {
  if (verdict.kind === 'ALREADY_INSIDE' || verdict.kind === 'TICKET_USED') {
    const where = verdict.here ? 'HERE' : 'OTHER';
    return t(`GATE.VERDICT.${verdict.kind}_${where}`, { time: clubTime(verdict.earlier.at, language) });
  }
  return t(`GATE.VERDICT.${verdict.kind}_TEXT`);
}

/**
 * The large green or red answer to a scan. A refusal is an alert, an admission a status: a screen
 * reader says both, and the focus stays in the scan field for the next person.
 */
export function VerdictPanel({ verdict, photo }: { verdict: GateVerdict; photo: string | null }) {
  const { t, i18n } = useTranslation();
  const accepted = isAdmission(verdict);
  const reason = reasonOf(verdict, t, i18n.language);
  return (
    <div className={styles.verdict[accepted ? 'accepted' : 'refused']} role={accepted ? 'status' : 'alert'}>
      <p className={styles.verdictWord}>{t(`GATE.VERDICT.${verdict.kind}`)}</p>
      <p className={styles.verdictText}>{reason}</p>
      {'member' in verdict && <MemberFacts member={verdict.member} photo={photo} />}
      {'ticket' in verdict && <TicketFacts ticket={verdict.ticket} />}
    </div>
  );
}
