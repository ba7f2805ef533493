import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { groupTypes } from '../../../api/groups';
import { fieldMessage, useZodForm } from '../../../lib/forms';
import { Button, ChoiceGroup, TextField } from '../../../ui';
import type { AddOutcome } from '../errors';
import { createGroupFormSchema, emptyCreateGroupForm, type CreateGroupForm } from '../forms';
import { MemberFields } from './MemberFields';
import { OutcomeAlert } from './OutcomeAlert';
import * as styles from './groups.css';

/** What the last create call answered; a new `id` for each answer. */
export interface CreateResult {
  id: number;
  outcome: AddOutcome;
}

export interface NoGroupViewProps {
  onCreate: (values: CreateGroupForm) => void;
  submitting: boolean;
  result?: CreateResult | null;
  /** partnerGroupDoubleAuthentication: the first member confirms with a mailed token. */
  doubleAuthentication: boolean;
  defaultValues?: Partial<CreateGroupForm>;
}

/** A partner in no group: what a group is, and the form to create one with its first member. */
export function NoGroupView({ onCreate, submitting, result, doubleAuthentication, defaultValues }: NoGroupViewProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, values, errors, control, setError } = useZodForm(createGroupFormSchema, {
    ...emptyCreateGroupForm(),
    ...defaultValues,
  });

  useEffect(() => {
    const field = result?.outcome.field;
    if (field) setError(`member.${field}`, { type: 'server', message: t(result.outcome.message) }, { shouldFocus: true });
  }, [result, setError, t]);

  const formOutcome = result && !result.outcome.field ? result.outcome : null;
  // While the call runs the button stays focusable (aria-disabled) and a second press does nothing.
  const submit = handleSubmit((values) => {
    if (!submitting) onCreate(values);
  });
  return (
    <div className={styles.block}>
      <p className={styles.text}>{t('GROUPS.NONE.INTRO')}</p>
      <p className={styles.muted}>{t('GROUPS.NONE.EXPLANATION')}</p>
      <section className={styles.subsection} aria-labelledby="group-create-title">
        <h3 id="group-create-title" className={styles.subtitle}>
          {t('GROUPS.CREATE.TITLE')}
        </h3>
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <ChoiceGroup
                legend={t('GROUPS.CREATE.TYPE')}
                choices={groupTypes.map((type) => ({ value: type, label: t(`GROUPS.TYPES.${type}`) }))}
                value={field.value}
                onChange={field.onChange}
                name="group-type"
              />
            )}
          />
          <TextField
            label={t('GROUPS.CREATE.NAME')}
            hint={t('GROUPS.CREATE.NAME_HINT')}
            autoComplete="off"
            error={fieldMessage(t, errors.name, values.name, 'GROUPS.MEMBER.ERRORS.TEXT')}
            {...register('name')}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('GROUPS.CREATE.FIRST_MEMBER')}</legend>
            <p className={styles.muted}>{t('GROUPS.CREATE.FIRST_MEMBER_HINT')}</p>
            {doubleAuthentication && <p className={styles.muted}>{t('GROUPS.DOUBLE_AUTH_HINT')}</p>}
            <MemberFields field={(name) => register(`member.${name}`)} errors={errors.member} values={values.member} />
          </fieldset>
          {formOutcome && <OutcomeAlert outcome={formOutcome} name={memberName(values.member)} onRetry={() => void submit()} />}
          <div className={styles.actions}>
            <Button type="submit" size="large" aria-disabled={submitting}>
              {submitting ? t('FORM.SENDING') : t('GROUPS.CREATE.SUBMIT')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}

export const memberName = (row: { name?: string; lastname?: string } | undefined) =>
  [row?.name?.trim(), row?.lastname?.trim()].filter(Boolean).join(' ');
