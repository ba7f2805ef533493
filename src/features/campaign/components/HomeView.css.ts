import { style } from '@vanilla-extract/css';

/** The sections stack edge to edge; each one sets its own background and width. */
export const page = style({ display: 'flex', flexDirection: 'column' });
