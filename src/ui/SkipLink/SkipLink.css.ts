import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Off screen until focused: the first Tab stop of every page. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: vars.zIndex.loader,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { top: vars.space.xs } },
});
