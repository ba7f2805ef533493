import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme';

/** A guest's pass looks like a game's ticket: the gate sees one kind of thing. */
export { badge, band, code, details, heading, layout, note, qr, refreshed, stack, ticket as pass } from '../../../ui/Ticket/Ticket.css';

/** The 8 digits, for a gate that types them. */
export const digits = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', letterSpacing: '0.15em' });

/** The guest's name and who invites them, above the game's details. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, padding: `${vars.space.md} ${vars.space.md} 0` });

export const host = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });
