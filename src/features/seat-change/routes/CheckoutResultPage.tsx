import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../../ui';
import { useFinishedSeatChange } from '../api';
import { CHECKOUT_RESULTS, CheckoutResultView, resultOf } from '../components/CheckoutResultView';

export interface CheckoutResultPageProps {
  /** The not-found page: the app composes it from the content feature. */
  notFound: ReactNode;
  profilePath: string;
}

/**
 * `/abonado/cambio-asiento/checkout/{success|error|pending-refund}`, outside the access check (the
 * payment provider sends the browser here). It reads the member's last finished change; when that
 * cannot be read (no session, none, no answer) it shows the not-found page at the same address
 * (spec §2 "/noroute without changing the address"). The status on record decides what is said,
 * whichever of the three addresses the browser came back to.
 */
export function CheckoutResultPage({ notFound, profilePath }: CheckoutResultPageProps) {
  const { t } = useTranslation();
  const { result: address } = useParams();
  const known = CHECKOUT_RESULTS.some((result) => result === address);
  const { data: change, error, isLoading } = useFinishedSeatChange(known);
  if (!known) return notFound;
  if (isLoading) return <Spinner text={t('SEAT_CHANGE.RESULT.LOADING')} />;
  const result = change && resultOf(change);
  if (error || !change || !result) return notFound;
  return <CheckoutResultView change={change} result={result} profilePath={profilePath} />;
}
