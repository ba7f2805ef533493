import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, selectControl } from '../../../ui';
import * as styles from './tickets.css';

export interface TicketCountPickerProps {
  count: number;
  /** 1 to the game's cap. */
  choices: readonly number[];
  onChange: (count: number) => void;
}

/** How many tickets: the map lets as many seats be chosen, the best seats together finds as many. */
export function TicketCountPicker({ count, choices, onChange }: TicketCountPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const max = choices[choices.length - 1] ?? 1;
  return (
    <Panel title={t('TICKETS.BUY.COUNT_TITLE')}>
      <div className={styles.field}>
        <label htmlFor={id}>{t('TICKETS.BUY.COUNT')}</label>
        <select id={id} className={selectControl} value={count} onChange={(event) => onChange(Number(event.target.value))}>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        <p className={styles.note}>{t('TICKETS.BUY.COUNT_HINT', { count: max })}</p>
      </div>
    </Panel>
  );
}
