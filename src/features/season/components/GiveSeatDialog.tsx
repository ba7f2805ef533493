import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../api/gate';
import { clubDate, clubTime } from '../../../api/game-time';
import type { PartnerSeat } from '../../../api/users';
import { fieldMessage, useZodForm } from '../../../lib/forms';
import { Button, InlineAlert, Modal, PasswordField, TextField } from '../../../ui';
import { giveSeatFormSchema, type GiveSeatForm } from '../forms';
import * as styles from './Season.css';

/** The game the member is giving their seat for. */
export interface GiveTarget {
  game: Game;
  seat: PartnerSeat;
}

/** A pass just made: its link is shown this once. */
export interface GivenPass {
  guestName: string;
  /** Where the link was mailed; null when the member shares it. */
  guestMail: string | null;
  link: string;
}

export interface GiveSeatDialogProps {
  /** Shown while set. */
  target: GiveTarget | null;
  onCancel: () => void;
  onSubmit: (values: GiveSeatForm) => void;
  submitting: boolean;
  /** Why the last try failed; what was typed stays. */
  error?: string | null;
  /** The server said the password is wrong: said on that field. */
  wrongPassword?: boolean;
  /** What the form starts with (a story's filled form). */
  initialValues?: GiveSeatForm;
  /** Once given: the link, and what copying it did. */
  given?: GivenPass | null;
  copied?: 'done' | 'failed' | null;
  onCopy: () => void;
  /** Only where the browser has a share sheet. */
  onShare?: () => void;
  /** The id of the control focus goes to when the dialog closes (the game's action, which giving changes). */
  returnFocusId?: string | null;
}

const NAME_FIELD_ID = 'give-seat-guest-name';
const COPY_BUTTON_ID = 'give-seat-copy';
const EMPTY: GiveSeatForm = { guestName: '', guestMail: '', password: '' };

/** Giving the seat for one game: who, where the link goes, the member's password; then the link, once. */
export function GiveSeatDialog(props: GiveSeatDialogProps) {
  const { target, onCancel, given, returnFocusId } = props;
  const { t } = useTranslation();
  return (
    <Modal
      open={target !== null}
      onClose={onCancel}
      onOpenAutoFocus={(event) => {
        const field = document.getElementById(given ? COPY_BUTTON_ID : NAME_FIELD_ID);
        if (!field) return;
        event.preventDefault();
        field.focus();
      }}
      onCloseAutoFocus={(event) => {
        const opener = returnFocusId ? document.getElementById(returnFocusId) : null;
        if (!opener) return;
        event.preventDefault();
        opener.focus();
      }}
      title={given ? t('SEASON.GIVE.DONE_TITLE', { name: given.guestName }) : t('SEASON.GIVE.TITLE', { game: target?.game.opponent ?? '' })}
    >
      {target && (given ? <GivenLink {...props} given={given} /> : <GiveForm key={target.game.id} {...props} target={target} />)}
    </Modal>
  );
}

function GiveForm({ target, onCancel, onSubmit, submitting, error, wrongPassword = false, initialValues }: GiveSeatDialogProps & { target: GiveTarget }) {
  const { t, i18n } = useTranslation();
  const { register, handleSubmit, values, errors, setError } = useZodForm(giveSeatFormSchema, initialValues ?? EMPTY);
  useEffect(() => {
    if (wrongPassword) setError('password', { type: 'server' }, { shouldFocus: true });
  }, [wrongPassword, setError]);
  const { game, seat } = target;
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting}>
      <p className={styles.text}>
        {t('SEASON.GIVE.WHAT', {
          date: clubDate(game.startsAt, i18n.language),
          time: clubTime(game.startsAt, i18n.language),
          seat: t('SEASON.SEAT', { area: seat.area, row: seat.row, number: seat.number }),
        })}
      </p>
      <InlineAlert tone="info" live={false}>
        {t('SEASON.GIVE.CARD_NOTE')}
      </InlineAlert>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      <TextField
        id={NAME_FIELD_ID}
        label={t('SEASON.GIVE.NAME')}
        autoComplete="off"
        error={fieldMessage(t, errors.guestName, values.guestName, 'SEASON.GIVE.NAME_INVALID')}
        {...register('guestName')}
      />
      <TextField
        label={t('SEASON.GIVE.MAIL')}
        hint={t('SEASON.GIVE.MAIL_HINT')}
        optional
        type="email"
        autoComplete="off"
        error={errors.guestMail ? t('FORM.ERRORS.MAIL') : undefined}
        {...register('guestMail')}
      />
      <PasswordField
        label={t('SEASON.GIVE.PASSWORD')}
        hint={t('SEASON.GIVE.PASSWORD_HINT')}
        autoComplete="current-password"
        error={errors.password?.type === 'server' ? t('SEASON.GIVE.ERRORS.WRONG_PASSWORD') : fieldMessage(t, errors.password, values.password, 'FORM.REQUIRED')}
        {...register('password')}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('SEASON.GIVE.SENDING') : t('SEASON.GIVE.CONFIRM')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          {t('SEASON.GIVE.CANCEL')}
        </Button>
      </div>
    </form>
  );
}

function GivenLink({ given, copied, onCopy, onShare, onCancel }: GiveSeatDialogProps & { given: GivenPass }) {
  const { t } = useTranslation();
  // The form's button that had focus is gone: the link's first action takes it.
  useEffect(() => document.getElementById(COPY_BUTTON_ID)?.focus(), []);
  return (
    <div className={styles.form}>
      <InlineAlert tone="success">{given.guestMail ? t('SEASON.GIVE.MAILED', { mail: given.guestMail }) : t('SEASON.GIVE.SHARE_IT')}</InlineAlert>
      <InlineAlert tone="warning" live={false}>
        {t('SEASON.GIVE.ONCE')}
      </InlineAlert>
      <TextField label={t('SEASON.GIVE.LINK')} value={given.link} readOnly onFocus={(event) => event.currentTarget.select()} className={styles.link} />
      <div className={styles.actions}>
        <Button id={COPY_BUTTON_ID} onClick={onCopy}>
          {t('SEASON.COPY_LINK')}
        </Button>
        {onShare && (
          <Button variant="secondary" onClick={onShare}>
            {t('SEASON.GIVE.SHARE')}
          </Button>
        )}
        <Button variant="secondary" onClick={onCancel}>
          {t('SEASON.GIVE.CLOSE')}
        </Button>
      </div>
      <p role="status" className={styles.muted}>
        {copied === 'done' ? t('SEASON.COPIED') : copied === 'failed' ? t('SEASON.COPY_FAILED') : null}
      </p>
    </div>
  );
}
