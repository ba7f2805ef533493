import { useEffect, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../lib/forms';
import { Button, InlineAlert, VisuallyHidden } from '../../../ui';
import type { AddOutcome } from '../errors';
import { addMembersFormSchema, emptyMemberRow, type MemberRowField, type MemberRowForm } from '../forms';
import { MemberFields } from './MemberFields';
import { memberName } from './NoGroupView';
import { OutcomeAlert } from './OutcomeAlert';
import * as styles from './groups.css';

/**
 * What the last save answered (a new `id` each time). Rows are added one after another, so
 * `added` leading rows went in and, on a failure, the next row is the one the outcome is about.
 */
export interface AddResult {
  id: number;
  added: number;
  outcome: AddOutcome | null;
}

/** Rows to start from again (a member removed to get a new token): the person's known data. */
export interface AddPrefill {
  id: number;
  rows: MemberRowForm[];
}

export interface AddMembersFormProps {
  onAdd: (rows: MemberRowForm[]) => void;
  submitting: boolean;
  result?: AddResult | null;
  /** Rows one save may hold: the free places (at least one, so a full group still hears 459), at most 10. */
  maxRows: number;
  doubleAuthentication: boolean;
  prefill?: AddPrefill | null;
  defaultRows?: MemberRowForm[];
}

/** Owners add one or more partners in one save; every §8 error lands on its row and field. */
export function AddMembersForm({ onAdd, submitting, result, maxRows, doubleAuthentication, prefill, defaultRows }: AddMembersFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(addMembersFormSchema, { members: defaultRows ?? [emptyMemberRow()] });
  const { register, handleSubmit, values, errors, control, setError, reset, setFocus, getValues } = form;
  const rows = useFieldArray({ control, name: 'members' });
  const formRef = useRef<HTMLFormElement>(null);
  const handledResult = useRef<number | null>(null);
  const handledPrefill = useRef<number | null>(null);
  // A field of the first row to focus once the rows a reset put in place are rendered (their
  // inputs are new): runs after every render until there is none.
  const focusAfterRender = useRef<MemberRowField | null>(null);
  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    setFocus(`members.0.${target}`);
  });

  // The answer of a save: added rows leave the form (they are in the list now); an error goes
  // on the field it concerns, in the row that failed, which is now the first one.
  useEffect(() => {
    if (!result || handledResult.current === result.id) return;
    handledResult.current = result.id;
    if (!result.outcome) {
      reset({ members: [emptyMemberRow()] });
      return;
    }
    if (result.added > 0) {
      const left = getValues('members').slice(result.added);
      reset({ members: left.length ? left : [emptyMemberRow()] });
    }
    const field = result.outcome.field;
    if (field) {
      focusAfterRender.current = field;
      setError(`members.0.${field}`, { type: 'server', message: t(result.outcome.message) });
    }
  }, [result, getValues, reset, setError, t]);

  useEffect(() => {
    if (!prefill || handledPrefill.current === prefill.id) return;
    handledPrefill.current = prefill.id;
    reset({ members: prefill.rows });
    const first = prefill.rows[0];
    const empty = first && (['partnerNumber', 'name', 'dni', 'birthdate', 'mail'] as const).find((name) => first[name] === '');
    // After the dialog that asked for it has closed and handed focus back.
    if (empty) window.setTimeout(() => setFocus(`members.0.${empty}`), 0);
  }, [prefill, reset, setFocus]);

  /** After a row goes, focus stays in the form: on "add another person", else on the save button. */
  const focusAfterRemoval = () =>
    window.requestAnimationFrame(() => {
      const form = formRef.current;
      const target = form?.querySelector<HTMLButtonElement>('[data-add-row]') ?? form?.querySelector<HTMLButtonElement>('button[type="submit"]');
      target?.focus();
    });

  // While a save runs the button stays focusable (aria-disabled) and a second press does nothing.
  const submit = handleSubmit(({ members }) => {
    if (!submitting) onAdd(members);
  });
  const formOutcome = result?.outcome && !result.outcome.field ? result.outcome : null;
  const several = rows.fields.length > 1;
  return (
    <section className={styles.subsection} aria-labelledby="group-add-title">
      <h3 id="group-add-title" className={styles.subtitle}>
        {t('GROUPS.ADD.TITLE')}
      </h3>
      <p className={styles.muted}>{t('GROUPS.ADD.INTRO')}</p>
      {doubleAuthentication && <p className={styles.muted}>{t('GROUPS.DOUBLE_AUTH_HINT')}</p>}
      <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
        {rows.fields.map((row, index) => (
          <fieldset key={row.id} className={styles.fieldset}>
            <legend className={styles.legend}>{several ? t('GROUPS.ADD.PERSON', { number: index + 1 }) : t('GROUPS.ADD.PERSON_DATA')}</legend>
            <MemberFields
              field={(name) => register(`members.${index}.${name}`)}
              errors={errors.members?.[index]}
              values={values.members?.[index]}
            />
            {several && (
              <div>
                <Button
                  variant="link"
                  onClick={() => {
                    rows.remove(index);
                    focusAfterRemoval();
                  }}
                >
                  {t('GROUPS.ADD.REMOVE_ROW', { number: index + 1 })}
                  <VisuallyHidden>{memberName(values.members?.[index]) ? ` (${memberName(values.members?.[index])})` : ''}</VisuallyHidden>
                </Button>
              </div>
            )}
          </fieldset>
        ))}
        {rows.fields.length < maxRows ? (
          <div>
            <Button data-add-row="" variant="secondary" onClick={() => rows.append(emptyMemberRow(), { focusName: `members.${rows.fields.length}.partnerNumber` })}>
              {t('GROUPS.ADD.ANOTHER')}
            </Button>
          </div>
        ) : (
          several && <InlineAlert tone="info" live={false}>{t('GROUPS.ADD.ROWS_LIMIT', { count: maxRows })}</InlineAlert>
        )}
        {formOutcome && (
          <OutcomeAlert outcome={formOutcome} name={memberName(values.members?.[0])} onRetry={() => void submit()} />
        )}
        <div className={styles.actions}>
          <Button type="submit" size="large" aria-disabled={submitting}>
            {submitting ? t('FORM.SENDING') : t('GROUPS.ADD.SUBMIT')}
          </Button>
        </div>
      </form>
    </section>
  );
}
