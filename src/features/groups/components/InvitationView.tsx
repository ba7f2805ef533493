import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupType } from '../../../api/groups';
import { fieldMessage, useZodForm } from '../../../lib/forms';
import { Button, InlineAlert, TextField } from '../../../ui';
import type { ChangeOutcome, TokenOutcome } from '../errors';
import { tokenFormSchema } from '../forms';
import { OutcomeAlert } from './OutcomeAlert';
import * as styles from './groups.css';

/** What the last join call answered; a new `id` for each answer. */
export interface JoinResult {
  id: number;
  outcome: TokenOutcome;
}

export interface InvitationViewProps {
  /** The group the partner was added to and has not confirmed yet (users/extended `partner.pendingGroup`). */
  group: { name: string; type: GroupType };
  /** Join with the token mailed to the partner. */
  onJoin: (token: string) => void;
  joining: boolean;
  joinResult?: JoinResult | null;
  /** Decline (leave); the container asks to confirm first. */
  onDecline: () => void;
  declining: boolean;
  /** Declining failed; `retry` offers to try again (without asking to confirm again). */
  declineOutcome?: ChangeOutcome | null;
  onRetryDecline?: () => void;
}

/**
 * A partner added to a group who has not confirmed yet (double authentication): the invitation,
 * the token field to join, and the way to decline. 400 is said on the field; 457 says that only
 * an owner can have a new code sent; a failed call keeps what was typed and offers to try again.
 */
export function InvitationView(props: InvitationViewProps) {
  const { group, onJoin, joining, joinResult, onDecline, declining, declineOutcome, onRetryDecline } = props;
  const { t } = useTranslation();
  const { register, handleSubmit, values, errors, setError } = useZodForm(tokenFormSchema, { token: '' });
  const handled = useRef<number | null>(null);

  useEffect(() => {
    if (!joinResult || handled.current === joinResult.id) return;
    handled.current = joinResult.id;
    if (joinResult.outcome.wrongToken) setError('token', { type: 'server', message: t(joinResult.outcome.message) }, { shouldFocus: true });
  }, [joinResult, setError, t]);

  const outcome = joinResult && !joinResult.outcome.wrongToken ? joinResult.outcome : null;
  // While a call runs the buttons stay focusable (aria-disabled) and a second press does nothing.
  const submit = handleSubmit(({ token }) => {
    if (!joining) onJoin(token);
  });
  const tokenError = errors.token?.type === 'server' ? errors.token.message : fieldMessage(t, errors.token, values.token, 'GROUPS.TOKEN.ERRORS.FORMAT');
  return (
    <div className={styles.block}>
      <section className={styles.block} aria-labelledby="group-invitation-title">
        <h3 id="group-invitation-title" className={styles.subtitle}>
          {t('GROUPS.INVITATION.TITLE')}
        </h3>
        <p className={styles.text}>{t('GROUPS.INVITATION.INTRO', { name: group.name, type: t(`GROUPS.INVITATION.TYPES.${group.type}`) })}</p>
        <p className={styles.muted}>{t('GROUPS.INVITATION.EXPLANATION')}</p>
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={joining}>
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
              <p className={styles.text}>{t(outcome.message)}</p>
            </InlineAlert>
          )}
          {outcome && !outcome.expired && <OutcomeAlert outcome={outcome} onRetry={() => void submit()} />}
          <div className={styles.actions}>
            <Button type="submit" size="large" aria-disabled={joining}>
              {joining ? t('FORM.SENDING') : t('GROUPS.INVITATION.JOIN')}
            </Button>
          </div>
        </form>
      </section>
      <section className={styles.subsection} aria-labelledby="group-decline-title">
        <h3 id="group-decline-title" className={styles.subtitle}>
          {t('GROUPS.INVITATION.DECLINE_TITLE')}
        </h3>
        <p className={styles.muted}>{t('GROUPS.INVITATION.DECLINE_TEXT')}</p>
        {declineOutcome && <OutcomeAlert outcome={declineOutcome} onRetry={() => !declining && onRetryDecline?.()} />}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => !declining && onDecline()} aria-disabled={declining}>
            {declining ? t('FORM.SENDING') : t('GROUPS.INVITATION.DECLINE')}
          </Button>
        </div>
      </section>
    </div>
  );
}
