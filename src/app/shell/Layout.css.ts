import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({ flex: 1, outline: 'none' });

/**
 * A private page fills the screen at least: its content arrives after the session and its data
 * are read (a spinner, then blocks), and the footer below must not jump up and down meanwhile.
 */
export const privateMain = style({ minHeight: '100vh' });

/**
 * The place of "Mi área" on a private page, there before the session is read (and in the login's
 * prerendered HTML), so the navigation arrives without moving the page down: one row of 44 px tabs
 * and its border.
 */
export const privateNavSlot = style({ minHeight: '45px' });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: '4rem 1rem' });
