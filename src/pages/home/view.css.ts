import { style } from '@vanilla-extract/css';
import { vars } from 'design-system';

/** A section's way on ("All categories", "See all"): a touch target, not a line of text. */
export const sectionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});
