import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme';

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  overflowWrap: 'anywhere',
});

export const term = style({ fontWeight: vars.fontWeight.semibold });

export const definition = style({ margin: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const sectionTitle = style({ fontSize: vars.fontSize.lg });
