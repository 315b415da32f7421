import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The way to the order and back to the catalogue share the row; where one row cannot hold both
 * labels, each takes the whole width of its own row rather than two centred, ragged widths.
 */
export const actions = style({});

globalStyle(`${actions} > *`, { flexGrow: 1 });
