export { TestimonyCard, type TestimonyCardProps } from './TestimonyCard';
