import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery, vars } from '../../../../ui/theme';

export const nav = recipe({
  base: { background: vars.color.surface },
  variants: {
    placement: {
      // Under the home banner it stays in reach while the sections scroll by, below the header.
      home: {
        position: 'sticky',
        top: `calc(${vars.layout.headerHeight} + 1px)`,
        zIndex: vars.zIndex.header,
        borderBottom: `1px solid ${vars.color.border}`,
        boxShadow: vars.shadow.sm,
      },
      header: {},
    },
  },
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  '@media': { [mediaQuery.md]: { padding: `0 ${vars.space.lg}` } },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  '@media': { [mediaQuery.md]: { display: 'none' } },
});

export const icon = style({ width: '20px', height: '20px' });

export const list = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  selectors: { '&[data-open]': { display: 'grid', gap: vars.space.xxs } },
  '@media': {
    [mediaQuery.md]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.xs,
      padding: `${vars.space.xxs} 0`,
    },
  },
});

const item = {
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
} as const;

export const link = style({
  ...item,
  color: vars.color.text,
  selectors: {
    '&:hover': { color: vars.color.brandStrong, textDecoration: 'underline' },
    // The section being read: a bar under the text, not colour alone (WCAG 1.4.1).
    '&[aria-current]': {
      color: vars.color.brandStrong,
      boxShadow: `inset 0 -3px 0 ${vars.color.brand}`,
      borderRadius: 0,
    },
  },
});

export const dossier = style({
  ...item,
  color: vars.color.brandStrong,
  textDecoration: 'underline',
  '@media': { [mediaQuery.md]: { marginLeft: 'auto' } },
});
