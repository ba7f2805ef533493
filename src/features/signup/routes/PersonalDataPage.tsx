import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { rolForBirthdate } from '../../../api/signup-pricing';
import { environment } from '../../../lib/config';
import { useCurrentUser } from '../../../lib/session';
import { Button, InlineAlert } from '../../../ui';
import { createAccount } from '../api';
import { PersonalDataView } from '../components/PersonalDataView';
import { SignupFrame } from '../components/SignupFrame';
import { useSignupDraft } from '../draft';
import { accountOutcome } from '../errors';
import type { PersonalDataForm } from '../forms';
import { HOME_PATH, SIGNUP_PATHS } from '../paths';
import * as styles from '../components/signup.css';

/**
 * `/hazte-abonado/datos-personales-base`, step 1: the holder's data creates the account (and its
 * session). What was typed is stored first (never the password), so nothing is typed twice
 * after a failure, a reload or a later step going wrong.
 */
export function PersonalDataPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, discarded, update, dismissDiscarded } = useSignupDraft();
  const { data: user } = useCurrentUser();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof PersonalDataForm, string>>>({});

  async function submit(values: PersonalDataForm) {
    const { password, repeat: _repeat, acceptTerms, ...personal } = values;
    update({ personal });
    dismissDiscarded();
    const rol = rolForBirthdate(values.birthdate, environment.season);
    if (!rol) {
      setFieldErrors({ birthdate: t('SIGNUP.ERRORS.NOT_BORN') });
      return;
    }
    setSubmitting(true);
    setError(undefined);
    setFieldErrors({});
    try {
      await createAccount({ ...personal, phone: personal.phone || undefined, password, acceptTerms });
      update({ firstStep: true, idRoll: rol.rolId, secondStep: false, renewal: false });
      await navigate(SIGNUP_PATHS.passSelection);
    } catch (failure) {
      const outcome = accountOutcome(failure);
      if (outcome.toHome) return void navigate(HOME_PATH);
      if (outcome.field) setFieldErrors({ [outcome.field]: t(outcome.message) });
      else setError(t(outcome.message));
      setSubmitting(false);
    }
  }

  const accountMade = draft.firstStep === true && draft.idRoll !== undefined && user != null;
  return (
    <SignupFrame title={t('SIGNUP.PERSONAL.TITLE')} intro={t('SIGNUP.PERSONAL.INTRO')} hasFirstStep={draft.firstStep === true}>
      {discarded && <InlineAlert tone="warning">{t('SIGNUP.DRAFT_DISCARDED')}</InlineAlert>}
      {accountMade ? (
        <>
          <InlineAlert tone="info">{t('SIGNUP.PERSONAL.ACCOUNT_MADE', { mail: user.mail })}</InlineAlert>
          <div className={styles.actions}>
            <Button onClick={() => void navigate(SIGNUP_PATHS.passSelection)}>{t('SIGNUP.PERSONAL.GO_ON')}</Button>
          </div>
        </>
      ) : (
        <PersonalDataView defaults={draft.personal} onSubmit={(values) => void submit(values)} submitting={submitting} error={error} fieldErrors={fieldErrors} />
      )}
    </SignupFrame>
  );
}
