import { useTranslation } from 'react-i18next';
import { joinClasses } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './StepsBar.css';

export type StepState = 'current' | 'done' | 'upcoming';

export interface Step<Id extends string = string> {
  id: Id;
  /** Shown in the circle; also read as "Paso N". */
  number: number;
  label: string;
  state: StepState;
  /** A clickable step is a button; any other is plain text, out of the tab order. */
  clickable: boolean;
}

interface StepsBarProps {
  /** The steps in order, each with its state and whether it can be clicked (`signUpSteps()` builds them for the sign-up flow). */
  steps: readonly Step[];
  /** Called with the id of a clickable step; the caller navigates. */
  onStepClick: (id: string) => void;
  /** Name of the navigation landmark. */
  label?: string;
  /** Read before each label, e.g. "Paso 1:". */
  stepNumberText?: (number: number) => string;
  /** Read after the label of a done step. */
  doneText?: string;
}

/**
 * Progress through a multi-step flow: an ordered list of numbered steps in a navigation landmark.
 * The caller decides each step's state and whether it can be clicked (see `signUpSteps`).
 */
export function StepsBar({ steps, onStepClick, label, stepNumberText, doneText }: StepsBarProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label ?? t('STEPS.NAV')}>
      <ol className={styles.list}>
        {steps.map((step) => {
          const content = (
            <>
              <span className={styles.number({ state: step.state })} aria-hidden="true">
                {step.number}
              </span>
              <span className={styles.label({ state: step.state })}>
                <VisuallyHidden>{stepNumberText?.(step.number) ?? t('STEPS.STEP', { number: step.number })} </VisuallyHidden>
                {step.label}
                {step.state === 'done' && <VisuallyHidden> {doneText ?? t('STEPS.DONE')}</VisuallyHidden>}
              </span>
            </>
          );
          const current = step.state === 'current' ? ('step' as const) : undefined;
          return (
            <li key={step.id} className={styles.item({ state: step.state })}>
              {step.clickable ? (
                <button
                  type="button"
                  className={joinClasses(styles.step, styles.clickable)}
                  aria-current={current}
                  onClick={() => onStepClick(step.id)}
                >
                  {content}
                </button>
              ) : (
                <span className={styles.step} aria-current={current}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
