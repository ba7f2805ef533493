import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { judged } from '../../../lib/outcome';
import { Spinner } from '../../../ui';
import { useFinishedSeatChange } from '../api';
import { CHECKOUT_RESULTS, CheckoutResultView, resultOf } from '../components/CheckoutResultView';
import { PARTNER_PROFILE_PATH } from '../paths';

export interface CheckoutResultPageProps {
  /** The not-found page, the app's (content feature); `onRetry` when the answer may come on a new try. */
  renderNotFound: (onRetry?: () => void) => ReactNode;
}

/** No answer, a server failure or a garbled one: the change may well be there. */
const mayComeOnRetry = (error: unknown) => !judged(error);

/**
 * `/abonado/cambio-asiento/checkout/{success|error|pending-refund}`, outside the access check (the
 * payment provider sends the browser here). It reads the member's last finished change; when that
 * cannot be read (no session, none, no answer) it shows the not-found page at the same address
 * (spec §2 "/noroute without changing the address"), with a retry when the failure was not an
 * answer. The status on record decides what is said, whichever of the three addresses the
 * browser came back to.
 */
export function CheckoutResultPage({ renderNotFound }: CheckoutResultPageProps) {
  const { t } = useTranslation();
  const { result: address } = useParams();
  const known = CHECKOUT_RESULTS.some((result) => result === address);
  const { data: change, error, isLoading, mutate } = useFinishedSeatChange(known);
  if (!known) return renderNotFound();
  if (isLoading) return <Spinner text={t('SEAT_CHANGE.RESULT.LOADING')} />;
  if (error) return renderNotFound(mayComeOnRetry(error) ? () => void mutate() : undefined);
  const result = change && resultOf(change);
  if (!change || !result) return renderNotFound();
  return <CheckoutResultView change={change} result={result} profilePath={PARTNER_PROFILE_PATH} />;
}
