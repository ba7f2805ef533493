import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** Added to InlineAlert's tone box (same palette): room for the action, long words wrap. */
export const notice = style({ gap: vars.space.xs, overflowWrap: 'anywhere' });

export const title = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });

export const action = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, paddingTop: vars.space.xxs });
