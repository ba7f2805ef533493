import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { APP_PATHS, APP_SECTIONS, appLink } from '../../../api/app-paths';
import { Spinner } from '../../../ui';
import { useGame, useLatestTicketOrder } from '../api';
import { HoldClock } from '../components/HoldClock';
import { PurchaseFrame } from '../components/PurchaseFrame';
import { PurchaseNotice } from '../components/PurchaseNotice';
import { purchaseStage } from '../purchase-model';
import { PAYMENT_STEP, STEP_PARAM } from '../paths';
import type { SeatPickers } from '../../../lib/seat-pickers';
import { CheckoutStep } from './CheckoutStep';
import { SeatStep } from './SeatStep';
import { useStartAgain } from './use-start-again';

/**
 * `/partidos/:id/entradas`: a single game's tickets. The game's map shows the seats free for that
 * game; the buyer picks up to the game's cap by hand or asks for the best seats together, which
 * the server holds under the order's countdown; then pays at the provider. The sale closed, an
 * order waiting for its payment and a hold that ran out each stop here with their way on.
 */
export function PurchasePage(pickers: SeatPickers) {
  const { t } = useTranslation();
  const param = Number(useParams().id);
  const gameId = Number.isSafeInteger(param) && param > 0 ? param : null;
  const game = useGame(gameId);
  const latest = useLatestTicketOrder();
  const [search] = useSearchParams();
  const [lapsed, setLapsed] = useState(false);
  const startAgain = useStartAgain(gameId, () => setLapsed(false));
  const frame = (content: ReactNode, clock?: ReactNode) => (
    <PurchaseFrame game={game.data} clock={clock}>
      {content}
    </PurchaseFrame>
  );

  if (gameId === null) return frame(<PurchaseNotice kind="sale-closed" link={APP_PATHS.home} />);
  if (game.isLoading || latest.isLoading) return frame(<Spinner text={t('TICKETS.BUY.LOADING')} />);
  if (game.error || latest.error || !game.data) {
    return frame(<PurchaseNotice kind="load-failed" onAction={() => void Promise.all([game.mutate(), latest.mutate()])} />);
  }
  const gamePath = `${APP_SECTIONS.games}/${gameId}`;
  const stage = purchaseStage(game.data, latest.data ?? null, lapsed);
  if (stage.stage === 'sale-closed') return frame(<PurchaseNotice kind="sale-closed" link={gamePath} />);
  if (stage.stage === 'expired') return frame(<PurchaseNotice kind="expired" onAction={() => void startAgain.afterExpiry(stage.order.id)} busy={startAgain.busy} />);
  if (stage.stage === 'pending') {
    const resultPath = appLink(APP_PATHS.ticketResult, { result: 'success' });
    return frame(<PurchaseNotice kind="pending" onAction={() => void startAgain.cancel(stage.order.id)} busy={startAgain.busy} link={resultPath} message={startAgain.message} />);
  }
  const { order } = stage;
  const expire = () => setLapsed(true);
  const clock = order && order.seats.length > 0 ? <HoldClock seconds={order.expiresIn} onExpire={expire} /> : undefined;
  if (search.get(STEP_PARAM) === PAYMENT_STEP && order && order.seats.length > 0) return frame(<CheckoutStep order={order} gameId={gameId} onExpired={expire} />, clock);
  return frame(<SeatStep gameId={gameId} maxTickets={game.data.maxTickets} order={order} pickers={pickers} onExpired={expire} onSaleClosed={() => void game.mutate()} />, clock);
}
