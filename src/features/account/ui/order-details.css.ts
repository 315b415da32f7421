import { style } from '@vanilla-extract/css';

/** Text shoppers typed (names, addresses): a long word wraps inside its box, never widens the page. */
export const typedText = style({
  overflowWrap: 'anywhere',
  minWidth: 0,
});
