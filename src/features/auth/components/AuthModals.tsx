import { useTranslation } from 'react-i18next';
import { Button, MODAL_IDS, Modal, modal, useModalActive } from '../../../ui';

/** The modals of the identity flows, by identifier (spec §2): no payment on login, first access. */
export function AuthModals() {
  const { t } = useTranslation();
  const noPayment = useModalActive(MODAL_IDS.partnerNoPayment);
  const firstAccess = useModalActive(MODAL_IDS.firstAccess);
  const close = () => modal.close();
  return (
    <>
      <Modal
        open={noPayment}
        onClose={close}
        title={t('MODALS.PARTNER_NO_PAYMENT.TITLE')}
        actions={<Button onClick={close}>{t('OVERLAY.ACCEPT')}</Button>}
      >
        <p>{t('MODALS.PARTNER_NO_PAYMENT.TEXT')}</p>
        <p>{t('MODALS.PARTNER_NO_PAYMENT.HOW')}</p>
        <ul>
          <li>
            {t('CONTACT.EMAIL_LABEL')}: <a href={`mailto:${t('CONTACT.EMAIL')}`}>{t('CONTACT.EMAIL')}</a>
          </li>
          <li>
            {t('CONTACT.PHONE_LABEL')}: <a href={`tel:${t('CONTACT.PHONE').replace(/\s+/g, '')}`}>{t('CONTACT.PHONE')}</a>
          </li>
        </ul>
      </Modal>
      <Modal
        open={firstAccess}
        onClose={close}
        title={t('MODALS.FIRST_ACCESS.TITLE')}
        actions={<Button onClick={close}>{t('OVERLAY.ACCEPT')}</Button>}
      >
        <p>{t('MODALS.FIRST_ACCESS.TEXT')}</p>
      </Modal>
    </>
  );
}
