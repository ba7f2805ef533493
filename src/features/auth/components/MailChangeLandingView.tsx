import { useTranslation } from 'react-i18next';
import { APP_PATHS } from '../../../api/app-paths';
import { LinkLandingView } from './LinkLandingView';

const TEXTS = {
  confirm: {
    working: 'CONFIRM.MAIL_CHANGE_WORKING',
    done: 'CONFIRM.MAIL_CHANGE_DONE_TITLE',
    doneText: 'CONFIRM.MAIL_CHANGE_DONE_TEXT',
    failed: 'CONFIRM.MAIL_CHANGE_FAILED_TITLE',
  },
  undo: {
    working: 'CONFIRM.UNDO_MAIL_WORKING',
    done: 'CONFIRM.UNDO_MAIL_DONE_TITLE',
    doneText: 'CONFIRM.UNDO_MAIL_DONE_TEXT',
    failed: 'CONFIRM.UNDO_MAIL_FAILED_TITLE',
  },
} as const;

export interface MailChangeLandingViewProps {
  /** The link to the new address (confirm) or the one to the old address (undo). */
  link: keyof typeof TEXTS;
  status: 'working' | 'done' | 'failed';
  /** The address of the link: the new one (confirm) or the old one (undo). */
  mail: string;
  /** Why it failed (an i18n key); an invalid link without one. */
  message?: string;
}

/** Where the two links of a mail change land: working, then done (with the way to log in) or failed. */
export function MailChangeLandingView({ link, status, mail, message }: MailChangeLandingViewProps) {
  const { t } = useTranslation();
  const texts = TEXTS[link];
  return (
    <LinkLandingView
      status={status}
      title={t(status === 'failed' ? texts.failed : status === 'done' ? texts.done : texts.working)}
      text={status === 'failed' ? t(message ?? 'CONFIRM.ERRORS.INVALID_LINK') : t(texts.doneText, { mail })}
      action={link === 'undo' ? { to: APP_PATHS.memberHome, label: t('CONFIRM.GO_TO_LOGIN') } : { to: APP_PATHS.memberHome, label: t('CONFIRM.GO_TO_ACCOUNT') }}
    />
  );
}
