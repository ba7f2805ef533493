import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClasses } from '../Button/Button';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Visible label, tied to the input. */
  label: string;
  /** Help shown under the field and read with it (format, where to find a number…). */
  hint?: ReactNode;
  /** The field's error; marks it invalid and is read with it. */
  error?: string;
  /** Marks the label "(opcional)"; fields are required unless said otherwise. */
  optional?: boolean;
  /** Inside the field, at its end: e.g. a show-password button. */
  trailing?: ReactNode;
  /** Ids of more text that describes the field (read after the hint and the error). */
  describedBy?: string;
  /** React 19: ref is a prop, so react-hook-form's register() spreads straight in. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with hint and error, wired for screen readers. */
export function TextField({ label, hint, error, optional = false, trailing, describedBy, className, id, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const description = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={joinClasses(styles.field, className)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {optional && <span className={styles.optional}> {t('FORM.OPTIONAL')}</span>}
      </label>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      <div className={styles.control}>
        <input
          id={inputId}
          className={joinClasses(styles.input, trailing !== undefined && styles.withTrailing)}
          aria-invalid={error ? true : undefined}
          aria-describedby={description}
          required={!optional}
          {...input}
        />
        {trailing && <span className={styles.trailing}>{trailing}</span>}
      </div>
      {error && (
        <span id={errorId} className={styles.error}>
          <span aria-hidden="true">⚠</span>
          {error}
        </span>
      )}
    </div>
  );
}
