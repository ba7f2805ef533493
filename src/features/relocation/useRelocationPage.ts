import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelocationOverview } from '../../api/renewal';
import { confirm } from '../../ui';
import { moveSeats, moveToBestSeats, useRelocation, useRelocationMap } from './api';
import { MESSAGE_ID, RESULT_ID, type MapLoad } from './components/MovePanel';
import type { RelocationViewProps } from './components/RelocationView';
import { moveOutcome } from './errors';
import { inListOrder, movesFor, stillFree } from './move-rules';

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** The relocation page's state: the overview, and while the window is open the map, who moves and where. */
export function useRelocationPage(): RelocationViewProps {
  const { t } = useTranslation();
  const overview = useRelocation();
  const live = overview.data?.state === 'OPEN';
  const [areaId, setAreaId] = useState<number | null>(null);
  const top = useRelocationMap(live, null);
  const seats = useRelocationMap(live && areaId !== null, areaId);
  // Everyone moves unless the member says otherwise.
  const [chosenMovers, setMovers] = useState<number[] | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [moved, setMoved] = useState<RelocationOverview['people'] | null>(null);
  const people = overview.data?.people ?? [];
  const movers = inListOrder(people, chosenMovers ?? people.map((person) => person.partnerId));

  // One object per answer: the map is drawn again only when the seats change.
  const map = useMemo((): MapLoad => {
    if (top.data && (areaId === null || seats.data)) return { status: 'ready', elements: [...top.data, ...(areaId === null ? [] : (seats.data ?? []))] };
    return top.error || seats.error ? { status: 'failed' } : { status: 'loading' };
  }, [top.data, seats.data, top.error, seats.error, areaId]);

  const refuse = (text: string) => {
    setMessage(text);
    focusLater(MESSAGE_ID);
  };

  async function run(kind: 'seats' | 'best') {
    if (movers.length === 0) return refuse(t('RELOCATION.MOVE.CHOOSE_PEOPLE'));
    if (kind === 'seats' && picked.length !== movers.length) return refuse(t('RELOCATION.MOVE.CHOOSE_SEATS', { count: movers.length }));
    const names = people.filter((person) => movers.includes(person.partnerId)).map((person) => person.name);
    const sure = await confirm({
      title: t('RELOCATION.CONFIRM.TITLE', { count: movers.length }),
      text: t(kind === 'seats' ? 'RELOCATION.CONFIRM.SEATS' : 'RELOCATION.CONFIRM.BEST', { names: names.join(', '), count: movers.length }),
      confirmText: t('RELOCATION.CONFIRM.YES'),
      cancelText: t('RELOCATION.CONFIRM.NO'),
    });
    if (!sure) return;
    setBusy(true);
    setMessage(null);
    setMoved(null);
    try {
      const answer = kind === 'seats' ? await moveSeats(movesFor(movers, picked)) : await moveToBestSeats(movers, areaId);
      setMoved(answer.people.filter((person) => movers.includes(person.partnerId)));
      setPicked([]);
      focusLater(RESULT_ID);
    } catch (failure) {
      const outcome = moveOutcome(failure);
      if (outcome.reload) {
        const [, , fresh] = await Promise.all([overview.mutate(), top.mutate(), seats.mutate()]);
        setPicked(stillFree(picked, fresh ?? []));
      }
      refuse(t(outcome.message));
    } finally {
      setBusy(false);
    }
  }

  return {
    load: overview.data ? { status: 'ready', data: overview.data } : overview.error ? { status: 'failed' } : { status: 'loading' },
    onRetry: () => void overview.mutate(),
    move: {
      movers,
      onMoversChange: (ids) => {
        setMovers(ids);
        setPicked((seatIds) => seatIds.slice(0, Math.max(1, ids.length)));
      },
      map,
      areaId,
      // Seats are chosen in one area at a time: another area starts the choice again.
      onAreaChange: (id) => {
        setAreaId(id);
        setPicked([]);
      },
      picked,
      onPickedChange: setPicked,
      busy,
      message,
      moved,
      onMove: () => void run('seats'),
      onBestSeats: () => void run('best'),
      onRetryMap: () => void Promise.all([top.mutate(), seats.mutate()]),
    },
  };
}
