import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtendedUser, User } from '../../../api/users';
import { updateProfile, type ProfileUpdate } from '../api';
import { PersonalDataPanel, type SavedNotice } from './PersonalDataPanel';
import { updateOutcome } from '../errors';
import { isNewMail, type ProfileForm } from '../forms';

/** Only what changed is sent: an unchanged mail must not be confirmed again; a new one goes with the password. */
export function changedFields(user: User, form: ProfileForm): ProfileUpdate {
  const body: ProfileUpdate = {};
  if (form.name !== user.name) body.name = form.name;
  if (form.lastname !== user.lastname) body.lastname = form.lastname;
  if (isNewMail(form.mail, user.mail)) {
    body.mail = form.mail;
    body.currentPassword = form.currentPassword;
  }
  const phone = form.phone === '' ? null : form.phone;
  if (phone !== user.phone) body.phone = phone;
  return body;
}

export function PersonalData({ user }: { user: ExtendedUser }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mailInUse, setMailInUse] = useState(false);
  const [wrongPassword, setWrongPassword] = useState(false);
  const [saved, setSaved] = useState<SavedNotice>(null);

  async function save(form: ProfileForm) {
    const body = changedFields(user, form);
    setError(null);
    setMailInUse(false);
    setWrongPassword(false);
    if (Object.keys(body).length === 0) {
      setEditing(false);
      return;
    }
    setSubmitting(true);
    try {
      await updateProfile(body);
      setSaved(body.mail ? 'mailChanged' : 'saved');
      setEditing(false);
    } catch (failure) {
      const outcome = updateOutcome(failure);
      setError(t(outcome.message));
      setMailInUse(outcome.field === 'mail');
      setWrongPassword(outcome.field === 'currentPassword');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <PersonalDataPanel
      user={user}
      editing={editing}
      onEdit={() => {
        setSaved(null);
        setEditing(true);
      }}
      onCancel={() => {
        setError(null);
        setMailInUse(false);
        setWrongPassword(false);
        setEditing(false);
      }}
      onSubmit={(form) => void save(form)}
      submitting={submitting}
      error={error}
      mailInUse={mailInUse}
      wrongPassword={wrongPassword}
      pendingMail={user.pendingMail ?? null}
      saved={saved}
    />
  );
}
