import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const text = style({ margin: 0 });

export const total = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, maxWidth: '16rem' });

export { stickyBar as clock } from '../../../ui/Page/Page.css';
export { badge, band, code, details, heading, layout, note, qr, refreshed, stack, ticket } from '../../../ui/Ticket/Ticket.css';

export const frame = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
