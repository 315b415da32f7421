import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The children share each row they take, growing to fill it: where the row cannot hold them all,
 * every row still ends where the group does, rather than ragged widths one under the other.
 */
export const fill = style({});

globalStyle(`${fill} > *`, { flexGrow: 1 });
