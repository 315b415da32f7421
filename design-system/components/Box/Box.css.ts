import { style } from '@vanilla-extract/css';

/** Flex children may shrink below their content, so long words wrap instead of overflowing. */
export const root = style({ minWidth: 0 });
