export { Card, type CardProps } from './Card';
export { CardGrid } from './CardGrid';
export { formatPrice } from './formatPrice';
