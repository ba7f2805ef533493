import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/users';
import { Button, DetailList, InlineAlert, Panel } from '../../../ui';
import { formatDate } from '../../../lib/format';
import type { ProfileForm } from '../forms';
import { ProfileEditForm } from './ProfileEditForm';
import * as styles from './AccountPage.css';

export type SavedNotice = 'saved' | 'mailChanged' | null;

export interface PersonalDataPanelProps {
  user: User;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSubmit: (values: ProfileForm) => void;
  submitting: boolean;
  /** The form's outcome when the save failed (beside the form; what was typed stays). */
  error?: string | null;
  /** 409: the mail belongs to another account, said on the mail field. */
  mailInUse?: boolean;
  /** 403: the current password given for a new mail is wrong, said on its field. */
  wrongPassword?: boolean;
  /** A new mail waiting for the link mailed to it (users/extended); `user.mail` stays until then. */
  pendingMail?: string | null;
  saved?: SavedNotice;
}

/** Name, mail, phone, DNI, birth date, address and photo; name, mail and phone can be edited (PUT users/update). */
export function PersonalDataPanel(props: PersonalDataPanelProps) {
  const { user, editing, onEdit, onCancel, onSubmit, submitting, error, mailInUse, wrongPassword, pendingMail = null, saved } = props;
  const { t, i18n } = useTranslation();
  const address = user.address
    ? `${user.address.street}, ${user.address.postalCode} ${user.address.city} (${user.address.province}), ${user.address.country}`
    : null;
  return (
    <Panel
      title={t('ACCOUNT.PERSONAL.TITLE')}
      actions={!editing && <Button size="small" variant="secondary" onClick={onEdit}>{t('ACCOUNT.PERSONAL.EDIT')}</Button>}
    >
      {saved && (
        <InlineAlert tone="success">
          {saved === 'mailChanged' && pendingMail
            ? t('ACCOUNT.PERSONAL.SAVED_MAIL', { mail: user.mail, pendingMail })
            : t('ACCOUNT.PERSONAL.SAVED')}
        </InlineAlert>
      )}
      {editing ? (
        <ProfileEditForm
          user={user}
          onSubmit={onSubmit}
          onCancel={onCancel}
          submitting={submitting}
          error={error}
          mailInUse={mailInUse}
          wrongPassword={wrongPassword}
        />
      ) : (
        <div className={styles.identity}>
          {user.photo && <img className={styles.photo} src={user.photo} alt={t('ACCOUNT.PHOTO.ALT')} />}
          <DetailList
            emptyText={t('ACCOUNT.NOT_GIVEN')}
            items={[
              { term: t('ACCOUNT.PERSONAL.NAME'), value: `${user.name} ${user.lastname}` },
              {
                term: t('ACCOUNT.PERSONAL.MAIL'),
                value: pendingMail
                  ? t('ACCOUNT.PERSONAL.MAIL_CHANGE_PENDING', { mail: user.mail, pendingMail })
                  : user.confirmed.mail
                    ? user.mail
                    : t('ACCOUNT.PERSONAL.MAIL_PENDING', { mail: user.mail }),
              },
              { term: t('ACCOUNT.PERSONAL.PHONE'), value: user.phone },
              { term: t('ACCOUNT.PERSONAL.DNI'), value: user.dni },
              { term: t('ACCOUNT.PERSONAL.BIRTHDATE'), value: formatDate(user.birthdate, i18n.language) },
              { term: t('ACCOUNT.PERSONAL.ADDRESS'), value: address },
              {
                term: t('ACCOUNT.PHOTO.TERM'),
                value: user.photoRefusal
                  ? t('ACCOUNT.PHOTO.STATUS_REFUSED_REASON', { reason: t(`PHOTO_REFUSAL.${user.photoRefusal}`) })
                  : t(`ACCOUNT.PHOTO.STATUS.${user.photoStatus}`),
              },
            ]}
          />
        </div>
      )}
    </Panel>
  );
}
