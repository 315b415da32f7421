import { style } from '@vanilla-extract/css';

export const input = style({ maxWidth: '8.5rem' });
