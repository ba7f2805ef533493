/** The home page's sections; pass pages reuse the club-pass section and its advantages. */
export { MainBanner } from './MainBanner';
export { ClubPassSection, type ClubPassSectionProps } from './ClubPassSection';
export { BankBannerSection } from './BankBannerSection';
export { PassTypesSection } from './PassTypesSection';
export { WomensPassSection } from './WomensPassSection';
export { TestimonialsSection } from './TestimonialsSection';
export { CalendarSection } from './CalendarSection';
export { FaqSection } from './FaqSection';
export { ContactSection } from './ContactSection';
export { useAdvantageItems } from './useAdvantageItems';
export { useCampaignFormat, type CampaignFormat } from './useCampaignFormat';
