import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SeatChange } from '../../../api/seat-change';
import type { User } from '../../../api/users';
import { useSeatStep } from '../../../lib/best-seats';
import { useServerConfig } from '../../../lib/server-config';
import { alert, confirm, InlineAlert, Spinner } from '../../../ui';
import { useProductAreas } from '../../../lib/product-areas';
import { areaNameIn, heldSeats, seatPickKey } from '../../../lib/seat-picks';
import { cancelSeatChange, fetchLiveSeatChange, findBestSeats, initSeatChange, storeLive, useMemberGroup } from '../api';
import { AreaChooser } from '../components/AreaChooser';
import { SeatChangeFrame } from '../components/SeatChangeFrame';
import { StartPanel } from '../components/StartPanel';
import { LoadFailed } from '../components/LoadFailed';
import { bestSeatsOutcome, initOutcome, type SeatChangeOutcome } from '../errors';
import { resumePath, seatsPathFor } from '../paths';
import { CancelChange } from '../components/CancelChange';
import { useSeatChangeFlow } from '../useSeatChangeFlow';

/**
 * `/abonado/cambio-asiento/seleccion-sector` (spec §2), the first step. Without a live change
 * the member starts one here (a group owner chooses who moves); with one (a reload, another tab,
 * a return from the seats) its areas show under its countdown.
 */
export function AreaSelectionPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const flow = useSeatChangeFlow();
  if (flow.isLoading) return <Spinner text={t('SEAT_CHANGE.LOADING')} />;
  if (flow.error) return <LoadFailed error={flow.error} onRetry={() => void flow.mutate()} />;
  if (!flow.change) return <StartChange user={user} toProfile={flow.toProfile} />;
  const change = flow.change;
  return (
    <SeatChangeFrame title={t('SEAT_CHANGE.AREAS.TITLE')} step={1} onExpire={() => void flow.expire()}>
      <ChangeAreas change={change} follow={flow.follow} />
      <CancelChange session={change.session} />
    </SeatChangeFrame>
  );
}

/** The areas of the change, and the best seats together in whichever area the server finds them. */
function ChangeAreas({ change, follow }: { change: SeatChange; follow: (outcome: SeatChangeOutcome) => Promise<boolean> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const partnerIds = change.partners.map((partner) => partner.partnerId);
  const areas = useProductAreas(change.productId, partnerIds);
  const step = useSeatStep({
    key: seatPickKey('seat-change', change.session),
    personIds: partnerIds,
    held: heldSeats(change.partners.map((partner) => partner.nextSeat)),
    areaId: null,
    areaName: (id) => areaNameIn(areas.data, id),
    find: (body) => findBestSeats(change.session, body),
    onFailure: async (error) => {
      const outcome = bestSeatsOutcome(error);
      if ((await follow(outcome)) && !outcome.noneTogether) void alert.error(t(outcome.message));
      return outcome.noneTogether === true;
    },
    onProposal: (proposal) => void navigate(seatsPathFor(proposal.areaId)),
    // The list never shows a proposal: it opens in its area's seats, where it is accepted.
    onAccept: () => undefined,
  });
  if (areas.isLoading) return <Spinner text={t('SEAT_CHANGE.AREAS.LOADING')} />;
  if (areas.error || !areas.data) return <LoadFailed error={areas.error} onRetry={() => void areas.mutate()} message="SEAT_CHANGE.AREAS.LOAD_ERROR" />;
  return <AreaChooser elements={areas.data} roles={change.rolsSelected} people={change.partners} best={{ ...step.best, proposal: null }} onChoose={(areaId) => navigate(seatsPathFor(areaId))} />;
}

interface StartChangeProps {
  user: User;
  toProfile: (message: string, kind: 'error' | 'timer' | 'alert') => void;
}

/** The start: who moves, then init; §4 "creation when one is already reserved" and "failed init". */
function StartChange({ user, toProfile }: StartChangeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useServerConfig();
  const groupId = user.group?.id ?? null;
  const group = useMemberGroup(groupId);
  const [starting, setStarting] = useState(false);
  const ownPartnerId = user.partner?.id ?? null;
  const owns = group.data?.owners.some(({ member }) => member.partner.id === ownPartnerId) ?? false;
  const others = owns ? (group.data?.members.filter(({ member }) => member.partner.id !== ownPartnerId) ?? []) : [];
  const productId = config.data?.seatChangeProductId ?? null;

  if (config.isLoading || (groupId !== null && group.isLoading)) return <Spinner text={t('SEAT_CHANGE.LOADING')} />;
  if (ownPartnerId === null) return <InlineAlert tone="error">{t('SEAT_CHANGE.ERRORS.NOT_ALLOWED')}</InlineAlert>;
  if (productId === null) {
    return config.error ? <LoadFailed error={config.error} onRetry={() => void config.mutate()} /> : <InlineAlert tone="info">{t('SEAT_CHANGE.START.NO_PRODUCT')}</InlineAlert>;
  }

  async function start(partnerIds: number[]) {
    const partners = [ownPartnerId!, ...partnerIds];
    setStarting(true);
    try {
      await initSeatChange(productId!, partners);
    } catch (error) {
      const outcome = initOutcome(error);
      if ('replaceExisting' in outcome) await replaceOrContinue(partners);
      else if (outcome.goTo === 'profile') toProfile(outcome.message, 'error');
      // Refused by the queue: the page stays, to start again once the queue has answered anew.
      else if (!outcome.sessionEnded) void alert.error(t(outcome.message));
      setStarting(false);
    }
  }

  /** §4: confirm cancels the change already reserved and starts a new one; otherwise on to it. */
  async function replaceOrContinue(partners: number[]) {
    // Read apart from the screen's own read, so the start stays in view while the member answers.
    const existing = await fetchLiveSeatChange().catch(() => undefined);
    if (existing === undefined) return toProfile('SEAT_CHANGE.ERRORS.CART', 'error');
    // Live but not open: it is waiting for the payment provider, and the profile is where to cancel it.
    if (existing === null) return toProfile('SEAT_CHANGE.ERRORS.PENDING_ELSEWHERE', 'alert');
    const replace = await confirm({
      title: t('SEAT_CHANGE.REPLACE.TITLE'),
      text: t('SEAT_CHANGE.REPLACE.TEXT'),
      confirmText: t('SEAT_CHANGE.REPLACE.CONFIRM'),
      cancelText: t('SEAT_CHANGE.REPLACE.KEEP'),
    });
    if (!replace) {
      await storeLive(existing);
      navigate(resumePath(existing));
      return;
    }
    try {
      await cancelSeatChange(existing.session);
      await initSeatChange(productId!, partners);
    } catch (error) {
      const outcome = initOutcome(error);
      toProfile('message' in outcome ? outcome.message : 'SEAT_CHANGE.ERRORS.CART', 'error');
    }
  }

  return (
    // No change yet, so no countdown: the clock store has no deadline.
    <SeatChangeFrame title={t('SEAT_CHANGE.START.PAGE_TITLE')} step={1} onExpire={() => undefined}>
      <StartPanel
        ownName={`${user.name} ${user.lastname}`}
        groupMembers={others}
        groupError={group.error !== undefined}
        starting={starting}
        onStart={(ids) => void start(ids)}
      />
    </SeatChangeFrame>
  );
}
