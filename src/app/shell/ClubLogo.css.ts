import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme';

/* The crest wears the theme's colours, so another club's theme recolours it too. */
export const ball = style({ fill: vars.color.brand });
export const seams = style({ stroke: vars.color.text });
