import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none' });
