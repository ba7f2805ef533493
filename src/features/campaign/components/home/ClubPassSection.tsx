import { useTranslation } from 'react-i18next';
import { AdvantageList, Banner } from '../../../../ui';
import { passRoute } from '../../data/campaign';
import { HomeSection } from './HomeSection';
import { renderRouterLink } from '../../../../lib/router-link';
import { useAdvantageItems } from './useAdvantageItems';
import * as styles from './ClubPassSection.css';

export interface ClubPassSectionProps {
  /** The "Todas las ventajas" link to the club-pass page; shown by default (spec §2). */
  showAllAdvantages?: boolean;
  /** The reduced youth list, without free seat choice (spec §2, isJoven). */
  isJoven?: boolean;
  /** The club-pass banner; a page that is itself the club pass can leave it out. */
  showClubPassBanner?: boolean;
  /** Anchor of the section; `ventajas` is where the campaign menu scrolls. */
  id?: string;
}

/** The club pass: its advantages, a way to all of them, and the club-pass banner. */
export function ClubPassSection({
  showAllAdvantages = true,
  isJoven = false,
  showClubPassBanner = true,
  id = 'ventajas',
}: ClubPassSectionProps) {
  const { t } = useTranslation();
  const items = useAdvantageItems(isJoven);
  const clubPassHref = passRoute('abono-club');
  return (
    <HomeSection id={id} title={t('HOME.CLUB_PASS.TITLE')} subtitle={t('HOME.CLUB_PASS.SUBTITLE')}>
      <div className={styles.body}>
        <AdvantageList items={items} showAll={showAllAdvantages} allHref={clubPassHref} renderLink={renderRouterLink} />
        {showClubPassBanner ? (
          <Banner
            title={t('HOME.CLUB_PASS.BANNER_TITLE')}
            text={t('HOME.CLUB_PASS.BANNER_TEXT')}
            actionLabel={t('HOME.CLUB_PASS.BANNER_ACTION')}
            imgUrl="/img/campaign/banner-abono-club.svg"
            imgWidth={640}
            imgHeight={360}
            href={clubPassHref}
            headingLevel={3}
            tone="dark"
            renderLink={renderRouterLink}
          />
        ) : null}
      </div>
    </HomeSection>
  );
}
