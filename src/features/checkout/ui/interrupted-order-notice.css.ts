import { style } from '@vanilla-extract/css';
import { vars } from 'design-system';

/** Apart from the page below it. */
export const notice = style({ marginBottom: vars.space.lg });
