import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const text = style({ whiteSpace: 'pre-line' });

export const bigText = style([text, { fontSize: vars.fontSize.lg, maxHeight: '500px', overflowY: 'auto' }]);
