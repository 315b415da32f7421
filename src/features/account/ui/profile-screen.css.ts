import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from 'design-system';

/** The help note's links (business, contacts): touch targets, not lines of small text. */
export const helpLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  minHeight: vars.size.touchTarget,
});

/**
 * My orders, sign out, sign out everywhere: the buttons that share a row fill it, so that where
 * they wrap every row ends where the page does, not three ragged widths.
 */
export const actions = style({});

globalStyle(`${actions} > *`, { flexGrow: 1 });
