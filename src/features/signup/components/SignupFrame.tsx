import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page, StepsBar, signUpStepRoute, signUpSteps } from '../../../ui';
import { CONFIGURED_ROUTES } from '../paths';
import * as styles from './signup.css';

export interface SignupFrameProps {
  title: string;
  intro?: ReactNode;
  /** The stored record has firstStep: the bar's step 2 can be clicked. */
  hasFirstStep: boolean;
  /** False for an account made for buying tickets: the pass's steps will not come. */
  withSteps?: boolean;
  /** Shown above the content: the seat hold's countdown (`HoldClock`, which keeps itself in view). */
  clock?: ReactNode;
  children: ReactNode;
}

/**
 * A step of the sign-up: the steps bar (the kit's `signUpSteps()` rules), the title, which takes
 * the focus when the step opens so a screen reader starts at the new step, and the content.
 */
export function SignupFrame({ title, intro, hasFirstStep, withSteps = true, clock, children }: SignupFrameProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const steps = signUpSteps({
    pathname,
    configuredRoutes: CONFIGURED_ROUTES,
    hasFirstStep,
    labels: { person: t('STEPS.PERSON'), data: t('STEPS.DATA'), pay: t('STEPS.PAY') },
  });
  const onStepClick = (id: string) => {
    const route = signUpStepRoute(id, CONFIGURED_ROUTES);
    if (route) void navigate(route);
  };
  return (
    <Page title={title} intro={intro} width="wide" focusTitle>
      <div className={styles.frame}>
        {withSteps && <StepsBar steps={steps} onStepClick={onStepClick} />}
        {clock}
        {children}
      </div>
    </Page>
  );
}
