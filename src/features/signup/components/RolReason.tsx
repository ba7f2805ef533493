import { useTranslation } from 'react-i18next';
import type { RolChoice } from '../../../api/signup-pricing';
import { formatDate } from '../../../lib/format';

/** Which pass a birth date gives and why (spec §9 age bands, counted on the season's start). */
export function RolReason({ rol }: { rol: RolChoice | null }) {
  const { t, i18n } = useTranslation();
  if (!rol) return <>{t('SIGNUP.ROL.NOT_BORN')}</>;
  const { minAge, maxAge, referenceDate } = rol.reason;
  return (
    <>
      {t('SIGNUP.ROL.REASON', {
        rol: t(`SIGNUP.ROLS.${rol.code}`),
        age: rol.age,
        date: formatDate(referenceDate, i18n.language),
        band: maxAge === null ? t('SIGNUP.ROL.FROM_AGE', { min: minAge }) : t('SIGNUP.ROL.AGE_BAND', { min: minAge, max: maxAge }),
      })}
    </>
  );
}
