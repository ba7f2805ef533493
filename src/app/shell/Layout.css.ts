import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({ flex: 1, outline: 'none' });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: '4rem 1rem' });
