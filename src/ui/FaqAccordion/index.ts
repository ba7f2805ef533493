export { FaqAccordion, type FaqItem } from './FaqAccordion';
