import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Short fields two (four) a row: each field's label, box and error message sit on rows the row's
 * fields share, so the boxes line up though one label takes two lines ("Домофон (необязательно)")
 * and an error message under one box moves no other.
 */
export const fieldRow = style({});

// `div`: the field's own class lays it out as a column, this one wins over it.
globalStyle(`${fieldRow} > div`, {
  display: 'grid',
  // Label, box, error message (the fields have no hint).
  gridRow: 'span 3',
  gridTemplateRows: 'subgrid',
  alignContent: 'start',
});
