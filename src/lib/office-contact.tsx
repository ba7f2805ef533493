import { useTranslation } from 'react-i18next';

/**
 * The club office's mail and phone after a lead-in ("¿Dudas? Escríbenos o llámanos:"): where a
 * member pays what a declined debit left unpaid. Shared by the profile and the home.
 */
export function OfficeContact({ lead }: { lead: string }) {
  const { t } = useTranslation();
  const mail = t('CONTACT.EMAIL');
  const phone = t('CONTACT.PHONE');
  return (
    <p>
      {lead} <a href={`mailto:${mail}`}>{mail}</a>, <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
    </p>
  );
}
