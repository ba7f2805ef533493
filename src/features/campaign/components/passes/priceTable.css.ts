import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  // Two short columns: fits a 375 px phone; long words may wrap rather than overflow.
  tableLayout: 'fixed',
});

export const caption = style({ textAlign: 'start', fontWeight: vars.fontWeight.semibold, paddingBottom: vars.space.xs });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

globalStyle(`${table} thead th`, {
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.regular });

// `${table} &`: outranks the `table td` rule above.
const alignEnd = { selectors: { [`${table} &`]: { textAlign: 'end' } } } as const;

export const amount = style({
  ...alignEnd,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
  whiteSpace: 'nowrap',
});

export const amountHeading = style(alignEnd);

export const note = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
