import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/users';
import { confirmAddress, confirmPhoto, omitPhoto, updateAddress, usePhoto } from '../api';
import { AddressValidationView } from './AddressValidationView';
import { PhotoValidationView } from './PhotoValidationView';
import { ValidationView } from './ValidationView';
import { validationOutcome } from '../errors';
import type { AddressForm } from '../forms';
import { checkPhotoFile, cropToCard, type PhotoProblem } from '../photo';
import { pendingValidations } from '../profile-kinds';

/** Spec §4: confirming or omitting reloads the page, so every part of the app reads the member afresh. */
const reloadPage = () => window.location.reload();

/** Runs a validation call; on success the page reloads, on failure the message stays beside the step. */
function useValidationCall() {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(call: () => Promise<unknown>) {
    setSubmitting(true);
    setError(null);
    try {
      await call();
      reloadPage();
    } catch (failure) {
      setError(t(validationOutcome(failure).message));
      setSubmitting(false);
    }
  }
  return { run, submitting, error };
}

/** The mandatory validations of this member, one step at a time, before their area. */
export function Validation({ user }: { user: User }) {
  const steps = pendingValidations(user);
  const [step = 'photo'] = steps;
  return (
    <ValidationView step={step} position={1} total={steps.length}>
      {step === 'photo' ? <PhotoStep /> : <AddressStep user={user} />}
    </ValidationView>
  );
}

function PhotoStep() {
  const { data, error: loadError, mutate } = usePhoto(true);
  const call = useValidationCall();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const [preparing, setPreparing] = useState(false);

  async function pick(file: File) {
    setPreview(null);
    const refused = checkPhotoFile(file);
    setProblem(refused);
    if (refused) return;
    setPreparing(true);
    try {
      setPreview(await cropToCard(file));
    } catch {
      setProblem('unreadable');
    } finally {
      setPreparing(false);
    }
  }

  return (
    <PhotoValidationView
      current={data}
      loadFailed={Boolean(loadError) && !data}
      onRetryLoad={() => void mutate()}
      preview={preview}
      problem={problem}
      preparing={preparing}
      onPick={(file) => void pick(file)}
      onConfirmCurrent={() => void call.run(() => confirmPhoto())}
      onConfirmNew={() => preview && void call.run(() => confirmPhoto(preview))}
      onDiscardNew={() => setPreview(null)}
      onOmit={() => void call.run(omitPhoto)}
      submitting={call.submitting}
      error={call.error}
    />
  );
}

function AddressStep({ user }: { user: User }) {
  const call = useValidationCall();
  const [editing, setEditing] = useState(false);
  return (
    <AddressValidationView
      address={user.address}
      editing={editing}
      onEdit={() => setEditing(true)}
      onCancelEdit={() => setEditing(false)}
      onConfirm={() => void call.run(confirmAddress)}
      onSubmit={(address: AddressForm) => void call.run(() => updateAddress(address))}
      submitting={call.submitting}
      error={call.error}
    />
  );
}
