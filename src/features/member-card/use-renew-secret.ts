import { useCallback, useState } from 'react';
import type { CardSecret } from '../../api/member-card';
import { renewCardSecret, saveSecret } from '../../lib/card-device';
import { answered } from '../../lib/outcome';

/** The renewal of the card's secret: the button, its confirmation, the call, and how it ended (`limited`: 429). */
export type RenewStatus = 'idle' | 'confirming' | 'renewing' | 'done' | 'error' | 'limited';

/** "He cambiado de móvil": asks, renews, keeps the new secret on this device for `userId` and hands it to the card. */
export function useRenewSecret(userId: number | null | undefined, onRenewed: (secret: CardSecret) => void) {
  const [status, setStatus] = useState<RenewStatus>('idle');
  const ask = useCallback(() => setStatus('confirming'), []);
  const cancel = useCallback(() => setStatus('idle'), []);
  const confirm = useCallback(async () => {
    setStatus('renewing');
    try {
      const secret = await renewCardSecret();
      if (typeof userId === 'number') await saveSecret(secret, userId).catch(() => undefined);
      onRenewed(secret);
      setStatus('done');
    } catch (error) {
      setStatus(answered(error, 429) ? 'limited' : 'error');
    }
  }, [userId, onRenewed]);
  return { status, ask, cancel, confirm };
}
