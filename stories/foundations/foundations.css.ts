/** Styles of the foundations pages (documentation, not kit): built on the same contract they show. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme/contract.css';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: vars.layout.maxWidth,
  padding: vars.space.md,
  margin: '0 auto',
});

export const intro = style({ display: 'grid', gap: vars.space.xs });

export const lead = style({ color: vars.color.textMuted, maxWidth: '40rem' });

/** The group tables side by side where they fit (a desktop), one under another on a phone. */
export const groups = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
});

/** Wide tables scroll inside their own frame at 375 px, never the page. */
export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });

// As wide as its content (up to the frame), so short tables do not spread across a desktop.
export const table = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({
  textAlign: 'start',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.xs,
});

export const cell = style({
  textAlign: 'start',
  verticalAlign: 'middle',
  padding: `${vars.space.xs} ${vars.space.lg} ${vars.space.xs} 0`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const headCell = style([cell, { fontWeight: vars.fontWeight.semibold }]);

export const code = style({ fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace', fontSize: vars.fontSize.xs });

/** Long values (font stacks, shadows) wrap instead of widening the table. */
export const value = style([code, { overflowWrap: 'break-word' }]);

const square = { width: '2.5rem', height: '2.5rem', border: `1px solid ${vars.color.border}` } as const;

export const swatch = style(square);

export const box = style({ ...square, borderColor: vars.color.textMuted, background: vars.color.surfaceAlt });

export const raised = style({ ...square, border: 'none', background: vars.color.surface, borderRadius: vars.radius.md });

export const bar = style({ height: '0.75rem', background: vars.color.brand });

export const lines = style({ maxWidth: '9rem', background: vars.color.surfaceAlt });

/** A text sample on its background (a 4.5:1 pair). */
export const textSample = style({ display: 'inline-block', padding: `${vars.space.xxs} ${vars.space.xs}`, fontWeight: vars.fontWeight.semibold });

/** A ring on its background (a 3:1 pair: focus rings and map marks are not text). */
export const ringSample = style({ display: 'inline-flex', padding: vars.space.xs });

export const ring = style({ width: '1.25rem', height: '1.25rem', borderRadius: '50%', border: '3px solid' });

export const track = style({
  position: 'relative',
  width: '12rem',
  height: '1.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
});

export const dot = style({
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  background: vars.color.brand,
  transitionProperty: 'transform',
  transitionTimingFunction: 'ease-in-out',
  selectors: { '&[data-moved]': { transform: 'translateX(10.5rem)' } },
});

export const demo = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const button = style({
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: `2px solid ${vars.color.brandStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
});
