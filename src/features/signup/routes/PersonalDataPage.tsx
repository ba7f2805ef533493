import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { rolForBirthdate } from '../../../api/signup-pricing';
import { environment } from '../../../lib/config';
import { memberLanguageOf } from '../../../lib/language';
import { loginPathFor, useCurrentUser } from '../../../lib/session';
import { Button, InlineAlert } from '../../../ui';
import { createAccount } from '../api';
import { LoadFailed } from '../components/LoadFailed';
import { MailCodeView } from '../components/MailCodeView';
import { PersonalDataView } from '../components/PersonalDataView';
import { SignupFrame } from '../components/SignupFrame';
import { useSignupDraft } from '../draft';
import { accountOutcome } from '../errors';
import type { PersonalDataForm } from '../forms';
import { useMailCodeStep } from '../mail-code';
import { HOME_PATH, SIGNUP_PATHS } from '../paths';
import { useTicketTarget } from '../useTicketTarget';
import * as styles from '../components/signup.css';

/**
 * `/hazte-abonado/datos-personales-base`, step 1: the holder's data creates the account (and its
 * session), then the code mailed to it confirms the mail. What was typed is stored first (never
 * the password), so nothing is typed twice after a failure, a reload or a later step going wrong.
 * An account that comes back with its mail unconfirmed is asked for the code again.
 *
 * With a game's ticket purchase as its target (from the login), the same form and code make an
 * account for buying tickets: no steps of the pass, the stored sign-up draft is read for what was
 * typed but never written, and the confirmed mail goes on to the purchase. The session tells
 * whether the account exists.
 */
export function PersonalDataPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { draft, discarded, update, dismissDiscarded } = useSignupDraft();
  const { data: user } = useCurrentUser();
  const ticketTarget = useTicketTarget();
  const forTickets = ticketTarget !== null;
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof PersonalDataForm, string>>>({});

  async function submit(values: PersonalDataForm) {
    const { password, repeat: _repeat, acceptTerms, ...personal } = values;
    if (!forTickets) update({ personal });
    dismissDiscarded();
    const rol = rolForBirthdate(values.birthdate, environment.season);
    if (!rol && !forTickets) {
      setFieldErrors({ birthdate: t('SIGNUP.ERRORS.NOT_BORN') });
      return;
    }
    setSubmitting(true);
    setError(undefined);
    setFieldErrors({});
    try {
      await createAccount({ ...personal, phone: personal.phone || undefined, password, acceptTerms, language: memberLanguageOf(i18n.resolvedLanguage) });
      if (rol && !forTickets) update({ firstStep: true, idRoll: rol.rolId, secondStep: false, renewal: false, mailConfirmed: false });
      setSubmitting(false);
    } catch (failure) {
      const outcome = accountOutcome(failure);
      if (outcome.toHome) return void navigate(HOME_PATH);
      if (outcome.field) setFieldErrors({ [outcome.field]: t(outcome.message) });
      else setError(t(outcome.message));
      setSubmitting(false);
    }
  }

  const accountMade = user != null && (forTickets || (draft.firstStep === true && draft.idRoll !== undefined));
  const mailConfirmed = user?.confirmed.mail !== false;
  const nextPath = ticketTarget ?? SIGNUP_PATHS.passSelection;
  const code = useMailCodeStep(accountMade && !mailConfirmed, () => {
    if (!forTickets) update({ mailConfirmed: true });
    void navigate(nextPath);
  });
  // Confirmed elsewhere (the mailed link, another tab): the draft learns it.
  useEffect(() => {
    if (!forTickets && accountMade && mailConfirmed && draft.mailConfirmed !== true) update({ mailConfirmed: true });
  }, [forTickets, accountMade, mailConfirmed, draft.mailConfirmed, update]);
  const texts = forTickets ? 'SIGNUP.TICKETS' : 'SIGNUP.PERSONAL';
  // The route leaves its title to this page: an account for tickets is not a step of the sign-up.
  const documentTitle = forTickets ? [t('SIGNUP.TICKETS.TITLE')] : [t('PAGE_TITLES.SIGNUP_PERSONAL'), t('PAGE_TITLES.SECTIONS.SIGNUP')];

  return (
    <SignupFrame title={t(`${texts}.TITLE`)} intro={t(`${texts}.INTRO`)} hasFirstStep={draft.firstStep === true} withSteps={!forTickets}>
      <title>{[...documentTitle, t('CLUB.NAME')].join(' · ')}</title>
      {discarded && <InlineAlert tone="warning">{t('SIGNUP.DRAFT_DISCARDED')}</InlineAlert>}
      {accountMade && !mailConfirmed ? (
        code.loadFailed ? (
          <LoadFailed message="SIGNUP.CODE.ERRORS.LOAD" onRetry={code.retryLoad} />
        ) : (
          <MailCodeView
            mail={code.loaded?.mail ?? user.mail}
            onSubmit={code.confirm}
            submitting={code.submitting}
            resendIn={code.resendIn}
            onResend={code.resend}
            resending={code.resending || !code.loaded}
            noLiveCode={code.loaded?.expiresIn === 0}
            error={code.error}
            notice={code.notice}
          />
        )
      ) : accountMade ? (
        <>
          <InlineAlert tone="info">{t(`${texts}.ACCOUNT_MADE`, { mail: user.mail })}</InlineAlert>
          <div className={styles.actions}>
            <Button onClick={() => void navigate(nextPath)}>{t(`${texts}.GO_ON`)}</Button>
          </div>
        </>
      ) : (
        <>
          <PersonalDataView
            defaults={draft.personal}
            onSubmit={(values) => void submit(values)}
            submitting={submitting}
            error={error}
            fieldErrors={fieldErrors}
            forTickets={forTickets}
          />
          {ticketTarget && <Link to={loginPathFor(ticketTarget)}>{t('SIGNUP.TICKETS.HAVE_ACCOUNT')}</Link>}
        </>
      )}
    </SignupFrame>
  );
}
