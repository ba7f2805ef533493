import { style } from '@vanilla-extract/css';

/** Long lines of answers are hard to read: the accordion keeps a reading width. */
export const accordion = style({ maxWidth: '52rem' });
