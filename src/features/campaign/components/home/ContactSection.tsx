import { useTranslation } from 'react-i18next';
import { HomeSection } from './HomeSection';
import { OfficeHours } from './OfficeHours';
import * as styles from './ContactSection.css';

/** Help and contact: e-mail, phone and the office (texts from CONTACT.*), and its opening hours. */
export function ContactSection() {
  const { t } = useTranslation();
  const email = t('CONTACT.EMAIL');
  const phone = t('CONTACT.PHONE');
  return (
    <HomeSection id="contacto" tone="alt" title={t('CONTACT.TITLE')} subtitle={t('CONTACT.HELP')}>
      <div className={styles.columns}>
        <div className={styles.panel}>
          <h3 className={styles.panelTitle}>{t('CONTACT.REACH_US')}</h3>
          <address className={styles.address}>
            <dl className={styles.details}>
              <div>
                <dt>{t('CONTACT.EMAIL_LABEL')}</dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
              <div>
                <dt>{t('CONTACT.PHONE_LABEL')}</dt>
                <dd>
                  {/* tel: wants the number without spaces. */}
                  <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                </dd>
              </div>
              <div>
                <dt>{t('CONTACT.ADDRESS_LABEL')}</dt>
                <dd>
                  {t('CONTACT.ADDRESS_PLACE')}
                  <br />
                  {t('CONTACT.ADDRESS_STREET')}
                  <br />
                  {t('CONTACT.ADDRESS_TOWN')}
                </dd>
              </div>
            </dl>
          </address>
        </div>
        <OfficeHours />
      </div>
    </HomeSection>
  );
}
