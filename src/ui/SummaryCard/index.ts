export { SummaryCard, type SummaryCardProps, type SummaryCardState } from './SummaryCard';
