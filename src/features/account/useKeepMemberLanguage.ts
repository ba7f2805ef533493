import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { memberLanguageOf } from '../../lib/language';
import { useCurrentUser } from '../../lib/session';
import { updateProfile } from './api';

/**
 * Keeps the member's stored language (their mails and pass card) equal to the language the app
 * shows: after a login in another language and after a switch. One call per change; an employee
 * acting as the member does not change it.
 */
export function useKeepMemberLanguage(): void {
  const { i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const language = memberLanguageOf(i18n.resolvedLanguage);
  const asked = useRef<string>(undefined);
  useEffect(() => {
    if (!user?.language || user.impersonator || !language || user.language === language) return;
    const change = `${user.id}:${language}`;
    if (asked.current === change) return;
    asked.current = change;
    // A failure leaves the old language: mails keep coming, in it.
    updateProfile({ language }).catch(() => undefined);
  }, [user, language]);
}
