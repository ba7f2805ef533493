export { SponsorFooter, type SponsorGroup, type SponsorItem } from './SponsorFooter';
