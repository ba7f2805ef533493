import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../../api/users';
import { useServerConfig } from '../../../lib/server-config';
import { alert, confirm, InlineAlert, Spinner } from '../../../ui';
import { useProductAreas } from '../../../lib/product-areas';
import { cancelSeatChange, fetchLiveSeatChange, initSeatChange, storeLive, useMemberGroup } from '../api';
import { AreaChooser } from '../components/AreaChooser';
import { SeatChangeFrame } from '../components/SeatChangeFrame';
import { StartPanel } from '../components/StartPanel';
import { LoadFailed } from '../components/LoadFailed';
import { initOutcome } from '../errors';
import { resumePath, seatsPathFor } from '../paths';
import { CancelChange } from './CancelChange';
import { useSeatChangeFlow } from './useSeatChangeFlow';

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
      <ChangeAreas productId={change.productId} partnerIds={change.partners.map((partner) => partner.partnerId)} roles={change.rolsSelected} />
      <CancelChange session={change.session} />
    </SeatChangeFrame>
  );
}

function ChangeAreas({ productId, partnerIds, roles }: { productId: number; partnerIds: number[]; roles: number[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const areas = useProductAreas(productId, partnerIds);
  if (areas.isLoading) return <Spinner text={t('SEAT_CHANGE.AREAS.LOADING')} />;
  if (areas.error || !areas.data) return <LoadFailed error={areas.error} onRetry={() => void areas.mutate()} message="SEAT_CHANGE.AREAS.LOAD_ERROR" />;
  return <AreaChooser elements={areas.data} roles={roles} onChoose={(areaId) => navigate(seatsPathFor(areaId))} />;
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
