import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeasonGame, SeasonOverview } from '../../api/season';
import { giveSeat } from './api';
import { canShare, copyText, shareLink } from './clipboard';
import { gameActionId, inviteActionId } from './components/GameItem';
import type { GiveSeatDialogProps, GiveTarget, GivenPass } from './components/GiveSeatDialog';
import { giveOutcome } from './errors';
import { giveSeatBody } from './forms';
import { guestLink } from './links';

/** The give-a-seat dialog's state: the game, the call being sent, why it failed, then the link shown once. */
export function useGiveSeat(reload: () => Promise<unknown>) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<GiveTarget | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wrongPassword, setWrongPassword] = useState(false);
  const [given, setGiven] = useState<GivenPass | null>(null);
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  // Kept after the dialog closes: its close hands focus back once the target is gone.
  const [returnFocusId, setReturnFocusId] = useState<string | null>(null);

  const open = (entry: SeasonGame, seat: SeasonOverview['seat']) => {
    setTarget({ game: entry.game, seat });
    setError(null);
    setWrongPassword(false);
    setGiven(null);
    setCopied(null);
    setReturnFocusId(inviteActionId(entry.game.id));
  };

  const dialog: GiveSeatDialogProps = {
    target,
    submitting,
    error,
    wrongPassword,
    given,
    copied,
    returnFocusId,
    onCancel: () => setTarget(null),
    onSubmit: (values) => {
      if (!target) return;
      setSubmitting(true);
      setError(null);
      setWrongPassword(false);
      giveSeat(giveSeatBody(target.game.id, values))
        .then((created) => {
          setGiven({ guestName: created.pass.guestName, guestMail: created.pass.guestMail, link: guestLink(window.location.origin, created.token) });
          // The invite button goes with the list's next read: the game's first action is then "Recuperar asiento".
          setReturnFocusId(gameActionId(target.game.id));
          void reload();
        })
        .catch((failure: unknown) => {
          const outcome = giveOutcome(failure);
          setError(t(outcome.message));
          setWrongPassword(outcome.field === 'password');
          if (outcome.reload) void reload();
        })
        .finally(() => setSubmitting(false));
    },
    onCopy: () => {
      if (given) void copyText(given.link).then((done) => setCopied(done ? 'done' : 'failed'));
    },
    onShare: canShare() ? () => given && void shareLink(t('SEASON.GIVE.SHARE_TITLE', { game: target?.game.opponent ?? '' }), given.link) : undefined,
  };
  return { dialog, open };
}
