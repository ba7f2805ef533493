import { useEffect } from 'react';
import { useLoaderData } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { registerOfflineApp } from '../../../lib/offline-app';
import type { GateAccess } from '../access';
import { EmployeesOnly } from '../components/EmployeesOnly';
import { GateView } from '../components/GateView';
import { selectDownloadAvailability, selectGameOfTheDay, selectGamesOfTheDay, useGateStore } from '../store';
import { useCameraScanner } from '../useCameraScanner';
import { useGateSync } from '../useGateSync';
import { useVerdictFeedback } from '../verdict-feedback';

/** /taquilla (behind gateGuard): employees only; anyone else is told so. */
export function Component() {
  const { employee } = useLoaderData<GateAccess>();
  if (!employee) return <EmployeesOnly />;
  return <Gate />;
}

function Gate() {
  const state = useGateStore();
  const game = useGateStore(selectGameOfTheDay);
  const dayGames = useGateStore(useShallow(selectGamesOfTheDay));
  const availability = useGateStore(selectDownloadAvailability);
  const online = useGateSync();
  useVerdictFeedback();
  const camera = useCameraScanner((text) => void state.scan(text));
  useEffect(() => {
    void registerOfflineApp();
    const gate = useGateStore.getState();
    void gate.load().then(() => (navigator.onLine ? gate.sync() : undefined));
  }, []);
  const { stored, download } = state;
  return (
    <GateView
      deviceId={state.deviceId ?? ''}
      game={game}
      dayGames={dayGames}
      onChooseGame={state.chooseGame}
      availability={availability}
      gamesFailed={state.gamesFailed}
      download={download && stored ? { payload: download, downloadedAt: stored.downloadedAt } : null}
      downloadProblem={state.downloadProblem}
      downloading={state.downloading}
      photos={state.photos}
      onDownload={() => game && void state.downloadGame(game.id)}
      onRetryPhotos={() => void state.retryPhotos()}
      sync={{ online, syncing: state.syncing, syncFailed: state.syncFailed, pending: stored ? stored.ledger.pending.length + stored.ledger.ticketPending.length : 0, syncedAt: stored?.ledger.syncedAt ?? null }}
      duplicates={stored?.ledger.duplicates ?? []}
      refused={stored?.ledger.refused ?? []}
      ticketDuplicates={stored?.ledger.ticketDuplicates ?? []}
      ticketRefused={stored?.ledger.ticketRefused ?? []}
      verdict={state.verdict}
      onScan={(text) => void state.scan(text)}
      camera={{ status: camera.status, onStart: camera.start, onStop: camera.stop }}
      videoRef={camera.videoRef}
    />
  );
}
