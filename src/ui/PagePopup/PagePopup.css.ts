import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const failed = style({ color: vars.color.danger });
