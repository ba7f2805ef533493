import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../ui/theme';

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const partners = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const partner = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const partnerName = style({ margin: 0, fontSize: vars.fontSize.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const text = style({ margin: 0 });

/** The step frame: the countdown stays in view while the member scrolls a long list or the map. */
export const frame = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export { stickyBar as clock } from '../../../ui/Page/Page.css';

export const stepLine = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const frameFooter = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'space-between', alignItems: 'center' });

export const memberList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const memberChoice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '44px' });

export const checkbox = style({ width: '1.25rem', height: '1.25rem', accentColor: vars.color.brand, flexShrink: 0 });

/** From md the list scrolls in its own box, so the map below stays within reach of a desktop's first screen. */
export const areaList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [mediaQuery.md]: { maxHeight: '26rem', overflowY: 'auto', padding: vars.space.xxs } },
});

export const areaButton = style({
  width: '100%',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  alignItems: 'center',
  textAlign: 'start',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const areaName = style({ fontWeight: vars.fontWeight.semibold });

export const areaPrice = style({ fontWeight: vars.fontWeight.bold, gridRow: 'span 2', alignSelf: 'center' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });

export const assignment = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const fieldset = style({ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** The proposal's heading takes the focus when it arrives: it shows where the focus went. */
export const focusTarget = style({ selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } } });

export const assignedSeat = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

/** The proposal's words: an empty live region takes no room (its gap in `summary` is taken back). */
export const liveWords = style({ margin: 0, selectors: { '&:empty': { marginBottom: `calc(-1 * ${vars.space.md})` } } });
