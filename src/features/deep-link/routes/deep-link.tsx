import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { setSessionUser } from '../../../lib/session';
import { alert } from '../../../ui';
import { resolveDeepLink } from '../api';
import { DeepLinkView } from '../components/DeepLinkView';
import { deepLinkErrorKey } from '../errors';

/**
 * /dl/:token (spec §4 "Deep link"): resolve, store the user of a LOGIN link, follow the target
 * (re-checked against the site's allowlist); a failure shows an alert and goes home.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const started = useRef(false);
  useEffect(() => {
    // A LOGIN link works once: never resolve it twice (React's development double effects).
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const answer = await resolveDeepLink(token);
        const target = safeRedirectPath(answer.redirectUrl);
        if (!target) throw new Error('Deep link target outside the allowlist');
        if (answer.extraInfo) await setSessionUser(answer.extraInfo.user);
        await navigate(target, { replace: true });
      } catch (error) {
        await navigate('/', { replace: true });
        void alert.error(t(deepLinkErrorKey(error)));
      }
    })();
  }, [token, navigate, t]);
  return <DeepLinkView />;
}
