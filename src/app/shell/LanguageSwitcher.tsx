import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../ui';
import * as styles from './LanguageSwitcher.css';

export interface LanguageOption {
  code: string;
  /** The language's own name ("Español", "English"), read in that language. */
  name: string;
}

interface LanguageSwitcherProps {
  languages: LanguageOption[];
  current: string;
  onChange: (code: string) => void;
}

/** One toggle button per language: two-letter code on screen, the full name for screen readers. */
export function LanguageSwitcher({ languages, current, onChange }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  if (languages.length < 2) return null;
  return (
    <div role="group" aria-label={t('HEADER.LANGUAGE')} className={styles.group}>
      {languages.map((language) => (
        <button
          key={language.code}
          type="button"
          className={styles.option}
          aria-pressed={language.code === current}
          onClick={() => language.code !== current && onChange(language.code)}
        >
          <span aria-hidden="true">{language.code.toUpperCase()}</span>
          <VisuallyHidden>
            <span lang={language.code}>{language.name}</span>
          </VisuallyHidden>
        </button>
      ))}
    </div>
  );
}
