import { globalStyle, style } from '@vanilla-extract/css';
import { vars, mediaQuery } from '../../../ui/theme';

export const article = style({
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [mediaQuery.md]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const title = style({ fontSize: vars.fontSize.display, marginBottom: vars.space.lg });

export const updated = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginBottom: vars.space.lg });

export const body = style({});

globalStyle(`${body} > * + *`, { marginTop: vars.space.md });
globalStyle(`${body} h2`, { fontSize: vars.fontSize.xl, marginTop: vars.space.xl });
globalStyle(`${body} ul, ${body} ol`, { paddingLeft: vars.space.lg });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xxl });
