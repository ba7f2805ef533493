import { useId } from 'react';
import * as styles from './ChoiceGroup.css';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

export interface ChoiceGroupProps<V extends string> {
  /** The question the choices answer; names the group. */
  legend: string;
  /** The options, in order; a handful at most (pills wrap on a phone). */
  choices: readonly Choice<V>[];
  /** The chosen value (controlled). */
  value: V;
  /** Called with the newly chosen value (click, tap or arrow keys). */
  onChange: (value: V) => void;
  /** Radio name; one is made up when not given. */
  name?: string;
}

/** One choice among a few, as pills: native radios in a fieldset (arrow keys move the choice). */
export function ChoiceGroup<V extends string>({ legend, choices, value, onChange, name }: ChoiceGroupProps<V>) {
  const autoName = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {choices.map((choice) => {
          const id = `${name ?? autoName}-${choice.value}`;
          return (
            <span key={choice.value} className={styles.option}>
              <input
                id={id}
                className={styles.radio}
                type="radio"
                name={name ?? autoName}
                value={choice.value}
                checked={choice.value === value}
                onChange={() => onChange(choice.value)}
              />
              <label htmlFor={id} className={styles.pill}>
                {choice.label}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
