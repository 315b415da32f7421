import { style } from '@vanilla-extract/css';

/** Lays out nothing itself: what it holds is laid out as if it stood in its place. */
export const part = style({ display: 'contents' });
