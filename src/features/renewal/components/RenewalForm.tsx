import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { PaymentOption, RenewalOverview, RenewBody } from '../../../api/renewal';
import { ibanSchema } from '../../../api/signup';
import { fieldMessage, useZodForm } from '../../../lib/forms';
import { Button, InlineAlert, Panel, TextField } from '../../../ui';
import { centsText } from '../format';
import { familyPriceMayChange, firstOpenOption, isDebited, scheduleFor, toRenew, totalCents } from '../rules';
import { PaymentOptions } from './PaymentOptions';
import { PersonItem } from './PersonItem';
import * as styles from './Renewal.css';

/** The IBAN by the contract's rule; empty when the one on file is kept (required is checked on submit). */
const ibanFormSchema = z.object({ iban: z.union([z.literal(''), ibanSchema]) });

export interface RenewalFormProps {
  data: RenewalOverview;
  onRenew: (body: RenewBody) => void;
  /** Renewing: the card waits for the provider's address, a debit for the record. */
  submitting: boolean;
  /** Why the last renewal was refused (an i18n key), and the field it belongs to. */
  error: { message: string; field?: 'iban' } | null;
  /** The option chosen when the form opens (stories show each). */
  initialOption?: PaymentOption;
}

/**
 * Who renews (everyone by default), how they pay, an IBAN for debits, and whether they want to
 * move. What is chosen stays through a refusal and the read that follows it.
 */
export function RenewalForm({ data, onRenew, submitting, error, initialOption }: RenewalFormProps) {
  const { t, i18n } = useTranslation();
  const people = toRenew(data);
  const [chosenIds, setChosenIds] = useState(() => new Set(people.map((person) => person.partnerId)));
  const [option, setOption] = useState<PaymentOption>(initialOption ?? firstOpenOption(data.options));
  const [changingIban, setChangingIban] = useState(false);
  const [wantsToMove, setWantsToMove] = useState(false);
  const { register, handleSubmit, values, errors, setError, setFocus } = useZodForm(ibanFormSchema, { iban: '' });

  const chosen = people.filter((person) => chosenIds.has(person.partnerId));
  const debited = isDebited(option);
  // The server asking for an IBAN opens the field too (one on file may have been removed meanwhile).
  const askIban = debited && (data.ibanEnd === null || changingIban || error?.field === 'iban');
  const chosenOption = data.options.find((candidate) => candidate.option === option);

  const errorRef = useRef<HTMLDivElement>(null);

  // A refusal moves focus to what it is about: the IBAN field, or the message.
  useEffect(() => {
    if (!error) return;
    if (error.field === 'iban') {
      setError('iban', { type: 'server' });
      requestAnimationFrame(() => setFocus('iban'));
    } else {
      errorRef.current?.focus();
    }
  }, [error, setError, setFocus]);

  const choose = (partnerId: number, checked: boolean) =>
    setChosenIds((current) => {
      const next = new Set(current);
      if (checked) next.add(partnerId);
      else next.delete(partnerId);
      return next;
    });

  const submit = handleSubmit(({ iban }) => {
    if (askIban && iban === '') {
      setError('iban', { type: 'required' }, { shouldFocus: true });
      return;
    }
    onRenew({ partnerIds: chosen.map((person) => person.partnerId), option, wantsToMove, ...(askIban ? { iban } : {}) });
  });

  return (
    <form
      noValidate
      className={styles.sections}
      aria-label={t('SEASON_RENEWAL.FORM')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Panel title={t('SEASON_RENEWAL.PEOPLE.TITLE', { count: people.length })}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('SEASON_RENEWAL.PEOPLE.LEGEND')}</legend>
          <ul className={styles.list}>
            {data.people.map((person) => (
              <PersonItem
                key={person.partnerId}
                person={person}
                season={data.calendar.season}
                choice={{ checked: chosenIds.has(person.partnerId), onChange: (checked) => choose(person.partnerId, checked), disabled: submitting }}
              />
            ))}
          </ul>
        </fieldset>
        {familyPriceMayChange(data.people, chosenIds) && <InlineAlert tone="info">{t('SEASON_RENEWAL.PEOPLE.FAMILY_CHANGES')}</InlineAlert>}
        <p className={styles.total}>
          <span>{t('SEASON_RENEWAL.PEOPLE.TOTAL', { count: chosen.length })}</span>
          <span>{centsText(totalCents(chosen), i18n.language)}</span>
        </p>
      </Panel>
      <Panel title={t('SEASON_RENEWAL.OPTIONS.TITLE')}>
        <PaymentOptions
          options={data.options.map((candidate) => ({ option: candidate, schedule: scheduleFor(candidate, chosen, data.calendar) }))}
          value={option}
          onChange={setOption}
          disabled={submitting}
        />
        {debited && !askIban && (
          <div className={styles.actions}>
            <p className={styles.text}>{t('SEASON_RENEWAL.IBAN.ON_FILE', { end: data.ibanEnd })}</p>
            <Button variant="secondary" onClick={() => setChangingIban(true)} disabled={submitting}>
              {t('SEASON_RENEWAL.IBAN.CHANGE')}
            </Button>
          </div>
        )}
        {askIban && (
          <TextField
            label={t('SEASON_RENEWAL.IBAN.LABEL')}
            hint={t('SEASON_RENEWAL.IBAN.HINT')}
            autoComplete="off"
            spellCheck={false}
            disabled={submitting}
            error={fieldMessage(t, errors.iban, values.iban, 'SEASON_RENEWAL.IBAN.INVALID')}
            {...register('iban')}
          />
        )}
      </Panel>
      <Panel title={t('SEASON_RENEWAL.MOVE.TITLE')}>
        <label className={styles.choice} htmlFor="renewal-wants-to-move">
          <input
            id="renewal-wants-to-move"
            className={styles.control}
            type="checkbox"
            checked={wantsToMove}
            disabled={submitting}
            onChange={(event) => setWantsToMove(event.target.checked)}
            aria-describedby="renewal-move-detail"
          />
          {t('SEASON_RENEWAL.MOVE.LABEL', { season: data.calendar.season })}
        </label>
        <p id="renewal-move-detail" className={styles.muted}>
          {t('SEASON_RENEWAL.MOVE.DETAIL')}
        </p>
      </Panel>
      {error && (
        <div ref={errorRef} tabIndex={-1} className={styles.focusTarget}>
          <InlineAlert tone="error">{t(error.message)}</InlineAlert>
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={submitting || chosen.length === 0 || !chosenOption?.open}>
          {submitting ? t(option === 'CARD' ? 'SEASON_RENEWAL.SUBMIT.REDIRECTING' : 'SEASON_RENEWAL.SUBMIT.RENEWING') : t('SEASON_RENEWAL.SUBMIT.BUTTON')}
        </Button>
        {chosen.length === 0 && <p className={styles.muted}>{t('SEASON_RENEWAL.SUBMIT.NO_ONE')}</p>}
      </div>
    </form>
  );
}
