import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../../ui/theme';
import { panel } from './HomeSection.css';

export const plans = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl } },
});

export const plan = style([panel, { '@media': { [mediaQuery.lg]: { padding: vars.space.xl } } }]);

export const planTitle = style({ fontSize: vars.fontSize.xl, textTransform: 'uppercase' });

export const intro = style({ color: vars.color.textMuted });

export const options = style({ display: 'flex', flexDirection: 'column', listStyle: 'none', margin: 0, padding: 0 });

/** One way to pay, separated from the next by a rule. */
export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBottom: 0 } },
});

export const optionTitle = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
});

/** A date inside running text stands out. */
export const date = style({ fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, {
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  borderBottomWidth: '2px',
});
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.bold, width: '3.5rem' });
globalStyle(`${table} th:first-child, ${table} td:first-child`, { paddingInlineStart: 0 });
globalStyle(`${table} th:last-child, ${table} td:last-child`, { paddingInlineEnd: 0 });

export const amountCell = style({});
globalStyle(`${table} ${amountCell}`, { textAlign: 'end', whiteSpace: 'nowrap' });

/** A vertical timeline: a dot per milestone on a line, the date above its text. */
export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const milestone = style({
  position: 'relative',
  paddingInlineStart: vars.space.xl,
  selectors: {
    // The dot.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      top: '0.3rem',
      width: '0.875rem',
      height: '0.875rem',
      borderRadius: vars.radius.pill,
      background: vars.color.brand,
    },
    // The line down to the next milestone.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 'calc(0.4375rem - 1px)',
      top: '1.4rem',
      bottom: `calc(-1 * ${vars.space.md} + 0.2rem)`,
      width: '2px',
      background: vars.color.border,
    },
  },
});

export const when = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brandStrong });

export const bullets = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const methods = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginTop: vars.space.xl });

export const methodList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const method = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
});
