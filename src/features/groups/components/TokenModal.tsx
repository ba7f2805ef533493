import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage, useZodForm } from '../../../lib/forms';
import { Button, InlineAlert, Modal, MODAL_IDS, TextField } from '../../../ui';
import type { ChangeOutcome, TokenOutcome } from '../errors';
import { tokenFormSchema } from '../forms';
import { OutcomeAlert } from './OutcomeAlert';
import * as styles from './groups.css';

/** The modal's identifier (spec §2): the app's modal state says when it is open. */
export const TOKEN_MODAL_ID = MODAL_IDS.validateAddPartnerToGroup;

export interface TokenResult {
  id: number;
  outcome: TokenOutcome;
}

export interface TokenModalProps {
  open: boolean;
  /** The pending member the token was mailed to. */
  memberName: string;
  onSubmit: (token: string) => void;
  onClose: () => void;
  submitting: boolean;
  result?: TokenResult | null;
  /** 457: remove the member, to add them again (a new token is mailed then). */
  onRemoveAndAddAgain: () => void;
  removing?: boolean;
  /** The removal of the way out failed. */
  removeOutcome?: ChangeOutcome | null;
}

/**
 * i-validate-add-partner-to-group: the owner types the token mailed to the member being added
 * (double authentication). 457 says it has expired and offers the way on; 400 is a wrong token.
 */
export function TokenModal(props: TokenModalProps) {
  const { open, memberName, onSubmit, onClose, submitting, result, onRemoveAndAddAgain, removing = false, removeOutcome } = props;
  const { t } = useTranslation();
  const { register, handleSubmit, values, errors, setError, setFocus, reset } = useZodForm(tokenFormSchema, { token: '' });
  const handled = useRef<number | null>(null);
  const formId = useId();

  useEffect(() => {
    if (!open) return;
    reset({ token: '' });
    handled.current = null;
  }, [open, memberName, reset]);

  useEffect(() => {
    if (!result || handled.current === result.id) return;
    handled.current = result.id;
    if (result.outcome.wrongToken) setError('token', { type: 'server', message: t(result.outcome.message) }, { shouldFocus: true });
  }, [result, setError, t]);

  const outcome = result && !result.outcome.wrongToken ? result.outcome : null;
  const submit = handleSubmit(({ token }) => {
    if (!submitting) onSubmit(token);
  });
  const tokenError = errors.token?.type === 'server' ? errors.token.message : fieldMessage(t, errors.token, values.token, 'GROUPS.TOKEN.ERRORS.FORMAT');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('MODALS.VALIDATE_ADD_PARTNER.TITLE')}
      // The one field is where the member starts, not the close button.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        setFocus('token');
      }}
      actions={
        // Under the scrolling text, always in sight; the submit button belongs to the form by its id.
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('GROUPS.TOKEN.LATER')}
          </Button>
          <Button type="submit" form={formId} aria-disabled={submitting}>
            {submitting ? t('FORM.SENDING') : t('GROUPS.TOKEN.SUBMIT')}
          </Button>
        </>
      }
    >
      <div className={styles.block}>
        <p className={styles.text}>{t('GROUPS.TOKEN.INTRO', { name: memberName })}</p>
        <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
          <TextField
            label={t('GROUPS.TOKEN.FIELD')}
            hint={t('GROUPS.TOKEN.FIELD_HINT')}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            error={tokenError}
            {...register('token')}
          />
          {outcome?.expired && (
            <InlineAlert tone="error">
              <div className={styles.alertBody}>
                <p>{t(outcome.message, { name: memberName })}</p>
                <Button variant="secondary" onClick={() => !removing && onRemoveAndAddAgain()} aria-disabled={removing}>
                  {removing ? t('FORM.SENDING') : t('GROUPS.TOKEN.READD')}
                </Button>
              </div>
            </InlineAlert>
          )}
          {outcome && !outcome.expired && <OutcomeAlert outcome={outcome} name={memberName} />}
          {removeOutcome && <OutcomeAlert outcome={removeOutcome} />}
        </form>
      </div>
    </Modal>
  );
}
