import { useId } from 'react';
import * as styles from './ChoiceGroup.css';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

export interface ChoiceGroupProps<V extends string> {
  legend: string;
  choices: readonly Choice<V>[];
  value: V;
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
