import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../../ui/theme';

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export { panel } from './HomeSection.css';

export const panelTitle = style({ fontSize: vars.fontSize.xl, textTransform: 'uppercase' });

export const address = style({ fontStyle: 'normal' });

export const details = style({ display: 'grid', gap: vars.space.md, margin: 0 });

globalStyle(`${details} dt`, { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });
// Phone and e-mail are tapped on phones: a taller hit area than the line of text.
globalStyle(`${details} a`, { display: 'inline-block', paddingBlock: vars.space.xxs });

export const hours = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const hoursRow = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBottom: 0, borderBottom: 'none' } },
});

export const days = style({ fontWeight: vars.fontWeight.bold, '::first-letter': { textTransform: 'uppercase' } });

globalStyle(`${hours} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });
