import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../ui/theme';

/* The group panel of the profile page (a kit Panel): mobile first, one column; wider screens pair fields. */

/**
 * Where results are announced; it takes focus after a save so screen readers read it. Always
 * rendered (a live region added with its text is not announced); empty, it has no height.
 */
export const notice = style({ borderRadius: vars.radius.md });

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const subsection = style([
  block,
  { paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` },
]);

export const subtitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const text = style({ margin: 0 });

export const groupHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const groupName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });

export const plainFieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const plainLegend = style({ padding: 0, marginBottom: vars.space.sm, color: vars.color.textMuted });

/** Keeps names in line where an entry has no checkbox. */
export const checkboxSpace = style({ flexShrink: 0, width: '24px' });

/** Two fields side by side from the `md` breakpoint. */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQuery.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'stretch',
  '@media': { [mediaQuery.sm]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  minWidth: 0,
  '@media': { [mediaQuery.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const entryMain = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });

export const entryText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const entryName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const entryMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere', margin: 0 });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 });

const badgeBase = {
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.6,
} as const;

export const badge = style({ ...badgeBase, background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.textMuted}` });

export const pendingBadge = style({ ...badgeBase, background: vars.color.surface, color: vars.color.text, border: `1px dashed ${vars.color.text}` });

/** Native checkbox, large enough to hit (WCAG 2.5.8) and in the club colour. */
export const checkbox = style({
  flexShrink: 0,
  width: '24px',
  height: '24px',
  margin: '2px 0 0',
  accentColor: vars.color.brandStrong,
  cursor: 'pointer',
});

export const checkRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, cursor: 'pointer' });

export const checkLabel = style({ cursor: 'pointer', minWidth: 0 });


export const alertBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' });
