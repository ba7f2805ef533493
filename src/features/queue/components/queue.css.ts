import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme';

export const place = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const position = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const text = style({ margin: 0 });

/* In line with the pages' column (the kit's Page), whatever page the gate wraps. */
const band = style({ width: '100%', maxWidth: '48rem', marginInline: 'auto', paddingInline: vars.space.md });

/* Stays in view at the bottom of the screen while the member scrolls a long step. */
export const connection = style([band, { position: 'sticky', bottom: vars.space.sm, zIndex: 1, marginTop: vars.space.md }]);

/* The live region is always there (an announcement needs an existing region); empty, it takes no room. */
export const announcement = style([band, { selectors: { '&:not(:empty)': { paddingTop: vars.space.md } } }]);

/* Centred in the page's column, as the app's own page loading is. */
export const loading = style([band, { display: 'flex', justifyContent: 'center', paddingBlock: vars.space.xxl }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
