import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme';

export { formStack as form } from '../../../ui/Page/Page.css';

export const links = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});
