import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme';

/**
 * The banner keeps its one link (the button, so its name stays "Saber más, <title>"), and that
 * link's ::after covers the whole banner: a click anywhere on it goes to the women's pass page.
 * Same technique as the kit's Card.
 */
export const wholeBannerLink = style({});

globalStyle(`${wholeBannerLink} > div`, { position: 'relative' });
globalStyle(`${wholeBannerLink} a::after`, {
  content: '""',
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.lg,
});
