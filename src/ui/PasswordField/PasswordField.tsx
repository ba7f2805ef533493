import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PasswordField.css';

export interface PasswordRequirement {
  text: string;
  met: boolean;
}

export interface PasswordStrength {
  /** 0 (empty) to 4 (strong). */
  score: 0 | 1 | 2 | 3 | 4;
  /** The rules the password must meet, each ticked as it is met. */
  requirements: PasswordRequirement[];
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** For a new password: a meter and the rules; the feature computes them (the kit knows no rule). */
  strength?: PasswordStrength;
}

const SCORE_KEYS = ['', 'FORM.PASSWORD_WEAK', 'FORM.PASSWORD_FAIR', 'FORM.PASSWORD_GOOD', 'FORM.PASSWORD_STRONG'] as const;

/** A password input with a show/hide button and, for new passwords, a strength meter. */
export function PasswordField({ strength, ...field }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const rulesId = useId();
  return (
    <div className={styles.wrapper}>
      <TextField
        {...field}
        describedBy={strength ? rulesId : undefined}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        spellCheck={false}
        trailing={
          <button type="button" className={styles.toggle} aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
            {t('FORM.SHOW_PASSWORD')}
          </button>
        }
      />
      {strength && <StrengthMeter strength={strength} id={rulesId} />}
    </div>
  );
}

function StrengthMeter({ strength, id }: { strength: PasswordStrength; id: string }) {
  const { t } = useTranslation();
  const level = strength.score <= 1 ? 'weak' : strength.score === 2 ? 'fair' : 'strong';
  return (
    <>
      {strength.score > 0 && (
        <div className={styles.meter} aria-hidden="true">
          {[1, 2, 3, 4].map((step) => (
            <span key={step} className={styles.segmentLevel[step <= strength.score ? level : 'off']} />
          ))}
        </div>
      )}
      {/* Polite: announced when typing pauses, without interrupting. */}
      <p className={styles.strengthText} aria-live="polite">
        {strength.score > 0 ? t('FORM.PASSWORD_STRENGTH', { level: t(SCORE_KEYS[strength.score]) }) : ''}
      </p>
      <ul id={id} className={styles.requirements} aria-label={t('FORM.PASSWORD_RULES')}>
        {strength.requirements.map((rule) => (
          <li key={rule.text} className={styles.requirement[rule.met ? 'met' : 'unmet']}>
            <span aria-hidden="true">{rule.met ? '✓ ' : '○ '}</span>
            {rule.text}
            <VisuallyHidden>{` (${t(rule.met ? 'FORM.RULE_MET' : 'FORM.RULE_UNMET')})`}</VisuallyHidden>
          </li>
        ))}
      </ul>
    </>
  );
}
