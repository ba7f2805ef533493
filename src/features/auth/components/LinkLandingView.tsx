import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner, StatusMessage, buttonClass } from '../../../ui';

export interface LinkLandingViewProps {
  /** The mailed link is being used, worked, or did not. */
  status: 'working' | 'done' | 'failed';
  title: string;
  /** What happened (done) or why not and what to do (failed). */
  text?: string;
  /** The way on; the home when not given. */
  action?: { to: string; label: string };
  children?: ReactNode;
}

/** Where a mailed link lands (mail confirmation, creation login): working, then done or failed. */
export function LinkLandingView({ status, title, text, action, children }: LinkLandingViewProps) {
  const { t } = useTranslation();
  if (status === 'working') {
    return (
      <StatusMessage title={title} actions={<Spinner text={t('LINKS.WORKING')} />} />
    );
  }
  const way = action ?? { to: '/', label: t('GENERIC.BACK_HOME') };
  return (
    <StatusMessage
      title={title}
      text={text}
      focusOnMount
      role={status === 'failed' ? 'alert' : 'status'}
      actions={
        <>
          {children}
          <Link className={buttonClass({ variant: status === 'done' ? 'primary' : 'secondary' })} to={way.to}>
            {way.label}
          </Link>
        </>
      }
    />
  );
}
