import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BankBannerSection,
  CalendarSection,
  ClubPassSection,
  ContactSection,
  FaqSection,
  MainBanner,
  PassTypesSection,
  TestimonialsSection,
  WomensPassSection,
} from './home';
import * as styles from './HomeView.css';

interface HomeViewProps {
  season: string;
  /** External shop page where the pass is bought (plain link, spec §7). */
  ticketingUrl: string;
  /** The campaign menu, right under the banner (the route passes it). */
  menu?: ReactNode;
}

/** The campaign home: the ten sections of spec §2, in order. */
export function HomeView({ season, ticketingUrl, menu }: HomeViewProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <title>{t('HOME.DOCUMENT_TITLE', { season })}</title>
      <MainBanner season={season} ticketingUrl={ticketingUrl} />
      {menu}
      <ClubPassSection />
      <BankBannerSection />
      <PassTypesSection season={season} />
      <WomensPassSection />
      <TestimonialsSection />
      <CalendarSection season={season} />
      <FaqSection season={season} />
      <ContactSection />
    </div>
  );
}
