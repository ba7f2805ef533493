import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from './AccountPage';

export interface ValidationViewProps {
  step: 'photo' | 'address';
  /** 1-based position of this step among the pending ones. */
  position: number;
  total: number;
  children: ReactNode;
}

/** Asked before anything else in the area (spec §3 mandatoryValidation): one step at a time. */
export function ValidationView({ step, position, total, children }: ValidationViewProps) {
  const { t } = useTranslation();
  return (
    <AccountPage
      title={t('ACCOUNT.VALIDATION.TITLE')}
      intro={
        <>
          <p>{t('ACCOUNT.VALIDATION.INTRO')}</p>
          {total > 1 && <p>{t('ACCOUNT.VALIDATION.STEP', { position, total, step: t(`ACCOUNT.VALIDATION.STEPS.${step.toUpperCase()}`) })}</p>}
        </>
      }
      focusTitle
    >
      {children}
    </AccountPage>
  );
}
