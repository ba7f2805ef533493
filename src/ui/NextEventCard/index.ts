export { NextEventCard, type NextEventCardProps } from './NextEventCard';
