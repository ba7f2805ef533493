import { style } from '@vanilla-extract/css';
import { vars, mediaQuery } from '../theme/contract.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg });

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  width: '100%',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': {
    [mediaQuery.md]: { gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.lg },
    [mediaQuery.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: '100%',
} as const;

export const item = style(row);

export const link = style({
  ...row,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const icon = style({ width: '56px', height: '56px', flexShrink: 0 });

export const text = style({
  overflowWrap: 'anywhere',
  selectors: { [`${link} &`]: { color: vars.color.brandStrong, textDecoration: 'underline' } },
});
