import { style } from '@vanilla-extract/css';
import { vars, mediaQuery, onInverse } from '../../ui/theme';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  minHeight: vars.layout.headerHeight,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  '@media': { [mediaQuery.md]: { padding: `${vars.space.xs} ${vars.space.lg}` } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

export const brandName = style({
  display: 'none',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQuery.sm]: { display: 'inline' } },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const menuSlot = style({ borderTop: `1px solid ${vars.color.border}` });

/** While an employee acts as a member: a strip no one can miss, above everything else. */
export const impersonation = style({
  ...onInverse,
  background: vars.color.inverseBackground,
  color: vars.color.inverseText,
  fontSize: vars.fontSize.sm,
});

export const impersonationBar = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
});

export const stopButton = style({
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  border: `2px solid ${vars.color.inverseText}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.inverseText,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
});
