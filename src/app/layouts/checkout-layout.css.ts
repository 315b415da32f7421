import { style } from '@vanilla-extract/css';
import { vars } from 'design-system';

/** The footer's phone numbers and contacts link: touch targets, not lines of small text. */
export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});
