import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme';

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const partners = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const partner = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const partnerName = style({ margin: 0, fontSize: vars.fontSize.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const text = style({ margin: 0 });
