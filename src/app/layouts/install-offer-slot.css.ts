import { style } from '@vanilla-extract/css';

/** The install offer's place: takes no room (no gap in the column) while there is no offer. */
export const slot = style({
  selectors: { '&:empty': { display: 'none' } },
});
