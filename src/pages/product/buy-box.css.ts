import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from 'design-system';

/** A variant's link ("0,5 l", "1 l"): a touch target however short its label. */
export const variant = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
});

/**
 * Add to cart and buy in one click, under the full-width stepper: they fill their row, or each its
 * own where one row cannot hold both, rather than two widths of their own.
 */
export const actions = style({});

globalStyle(`${actions} > *`, { flexGrow: 1 });
