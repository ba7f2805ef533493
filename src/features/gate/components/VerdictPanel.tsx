import { useTranslation } from 'react-i18next';
import type { GateMember } from '../../../api/gate';
import { clubTime } from '../format';
import type { GateVerdict } from '../verify';
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

/**
 * The large green or red answer to a scan. A refusal is an alert, an admission a status: a screen
 * reader says both, and the focus stays in the scan field for the next person.
 */
export function VerdictPanel({ verdict, photo }: { verdict: GateVerdict; photo: string | null }) {
  const { t, i18n } = useTranslation();
  const accepted = verdict.kind === 'ACCEPTED';
  const reason =
    verdict.kind === 'ALREADY_INSIDE'
      ? t(verdict.here ? 'GATE.VERDICT.ALREADY_INSIDE_HERE' : 'GATE.VERDICT.ALREADY_INSIDE_OTHER', { time: clubTime(verdict.earlier.at, i18n.language) })
      : t(`GATE.VERDICT.${verdict.kind}_TEXT`);
  return (
    <div className={styles.verdict[accepted ? 'accepted' : 'refused']} role={accepted ? 'status' : 'alert'}>
      <p className={styles.verdictWord}>{t(`GATE.VERDICT.${verdict.kind}`)}</p>
      <p className={styles.verdictText}>{reason}</p>
      {'member' in verdict && <MemberFacts member={verdict.member} photo={photo} />}
    </div>
  );
}
