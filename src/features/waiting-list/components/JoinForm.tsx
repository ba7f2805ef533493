import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { joinWaitingListBodySchema, WAITING_PARTY_MAX } from '../../../api/renewal';
import { fieldMessage, useZodForm } from '../../../lib/forms';
import { Button, Spinner, selectControl } from '../../../ui';
import * as styles from './waiting-list.css';

export interface JoinFormProps {
  busy: boolean;
  onJoin: (partySize: number) => void;
  /** The button's text: joining, or joining again. */
  again?: boolean;
}

const SIZES = Array.from({ length: WAITING_PARTY_MAX }, (_, at) => at + 1);

/** How many seats together, 1 to 8, by the contract's rule. */
export function JoinForm({ busy, onJoin, again = false }: JoinFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, errors, values } = useZodForm(joinWaitingListBodySchema, { partySize: 1 });
  const error = fieldMessage(t, errors.partySize, values.partySize, 'WAITING_LIST.JOIN.SIZE_INVALID');
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(({ partySize }) => onJoin(partySize))(event)}>
      <div className={styles.field}>
        <label htmlFor={`${id}-size`} className={styles.label}>
          {t('WAITING_LIST.JOIN.SIZE')}
        </label>
        <select id={`${id}-size`} className={selectControl} aria-describedby={`${id}-hint`} aria-invalid={error ? true : undefined} {...register('partySize', { valueAsNumber: true })}>
          {SIZES.map((size) => (
            <option key={size} value={size}>
              {t('WAITING_LIST.JOIN.SEATS', { count: size })}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className={styles.muted}>
          {t('WAITING_LIST.JOIN.SIZE_HINT', { max: WAITING_PARTY_MAX })}
        </p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={styles.actions}>{busy ? <Spinner text={t('WAITING_LIST.JOIN.JOINING')} /> : <Button type="submit">{t(again ? 'WAITING_LIST.JOIN.AGAIN' : 'WAITING_LIST.JOIN.SUBMIT')}</Button>}</div>
    </form>
  );
}
