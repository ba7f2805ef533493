import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../ui/theme';

/** One column on a phone, two from a tablet, three on a desktop. */
export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQuery.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const competition = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const opponent = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const when = style({ margin: 0 });

/** The sale's word, coloured by how it stands; the text says it too. */
const badgeBase = style({ alignSelf: 'flex-start', margin: 0, padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.pill, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const badge = styleVariants({
  open: [badgeBase, { background: vars.color.success, color: vars.color.onBrand }],
  upcoming: [badgeBase, { background: vars.color.surfaceAlt, color: vars.color.text }],
  closed: [badgeBase, { background: vars.color.surfaceAlt, color: vars.color.textMuted }],
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const prices = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${prices} th, ${prices} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
globalStyle(`${prices} td:last-child, ${prices} th:last-child`, { textAlign: 'right', whiteSpace: 'nowrap' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
