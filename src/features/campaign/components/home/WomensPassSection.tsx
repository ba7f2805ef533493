import { useTranslation } from 'react-i18next';
import { Banner } from '../../../../ui';
import { passRoute, womensPass } from '../../data/campaign';
import { HomeSection } from './HomeSection';
import { renderRouterLink } from '../../../../lib/router-link';
import * as styles from './WomensPassSection.css';

/** The women's pass banner: its "Saber más" button, and the banner around it, go to /abonos/femenino. */
export function WomensPassSection() {
  const { t } = useTranslation();
  return (
    <HomeSection id="abono-femenino" title={t('WOMENS_BANNER.SECTION_TITLE')}>
      <div className={styles.wholeBannerLink}>
        <Banner
          title={t('WOMENS_BANNER.TITLE')}
          text={t('WOMENS_BANNER.TEXT', { minGames: womensPass.minGames })}
          imgUrl="/img/campaign/banner-femenino.svg"
          imgWidth={640}
          imgHeight={360}
          href={passRoute('femenino')}
          headingLevel={3}
          tone="dark"
          renderLink={renderRouterLink}
        />
      </div>
    </HomeSection>
  );
}
