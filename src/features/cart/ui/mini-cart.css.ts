import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The footer's two buttons share the row; where one row cannot hold both labels, each takes the
 * whole width of its own row rather than two ragged widths one under the other.
 */
export const actions = style({});

globalStyle(`${actions} > *`, { flexGrow: 1 });
