import { useTranslation } from 'react-i18next';
import type { GateRefusal, GateTicketRefusal } from '../../../api/gate';
import { Page } from '../../../ui';
import type { GateDuplicate, GateTicketDuplicate } from '../ledger';
import type { GateVerdict } from '../verify';
import { GamePanel, type GamePanelProps } from './GamePanel';
import * as styles from './GateView.css';
import { ScanPanel, type ScanPanelProps } from './ScanPanel';
import { SyncPanel, type SyncState } from './SyncPanel';
import { VerdictPanel } from './VerdictPanel';

export interface GateViewProps extends GamePanelProps {
  deviceId: string;
  sync: SyncState;
  duplicates: GateDuplicate[];
  refused: GateRefusal[];
  ticketDuplicates: GateTicketDuplicate[];
  ticketRefused: GateTicketRefusal[];
  /** The last scan's answer, with the member's kept photo; `scan` counts scans so the same answer twice is shown (and said) afresh. */
  verdict: { result: GateVerdict; scan: number; photo: string | null } | null;
  onScan: ScanPanelProps['onScan'];
  camera: ScanPanelProps['camera'];
  videoRef?: ScanPanelProps['videoRef'];
}

/** /taquilla: the game's download, the scanning and its answer, and the sync with the other gates. */
export function GateView({ deviceId, sync, duplicates, refused, ticketDuplicates, ticketRefused, verdict, onScan, camera, videoRef, ...game }: GateViewProps) {
  const { t } = useTranslation();
  const ready = game.download !== null;
  return (
    <Page title={t('GATE.TITLE')} intro={t('GATE.INTRO')} width="wide">
      <div className={styles.sections}>
        {verdict && <VerdictPanel key={verdict.scan} verdict={verdict.result} photo={verdict.photo} />}
        {ready && <ScanPanel onScan={onScan} camera={camera} videoRef={videoRef} />}
        {(ready || sync.pending > 0 || refused.length + ticketRefused.length > 0) && (
          <SyncPanel
            sync={sync}
            duplicates={duplicates}
            refused={refused}
            ticketDuplicates={ticketDuplicates}
            ticketRefused={ticketRefused}
            members={game.download?.payload.members ?? []}
            tickets={game.download?.payload.tickets ?? []}
            deviceId={deviceId}
          />
        )}
        <GamePanel {...game} />
      </div>
    </Page>
  );
}
