import { useTranslation } from 'react-i18next';
import { Banner } from '../../../../ui';
import { documents } from '../../data/campaign';
import { HomeSection } from './HomeSection';

/** The rural-bank partnership: the whole banner opens the bank's PDF leaflet in a new tab (spec §2). */
export function BankBannerSection() {
  const { t } = useTranslation();
  return (
    <HomeSection id="caja-rural" title={t('BANK_BANNER.SECTION_TITLE')}>
      <Banner
        title={t('BANK_BANNER.TITLE')}
        text={t('BANK_BANNER.TEXT')}
        imgUrl="/img/campaign/banner-caja-rural.svg"
        imgWidth={640}
        imgHeight={360}
        href={documents.bankLeaflet}
        clickable
        newTab
        headingLevel={3}
      />
    </HomeSection>
  );
}
