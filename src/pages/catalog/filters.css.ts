import { style } from '@vanilla-extract/css';
import { vars } from 'design-system';

/** The price filter's two fields side by side, a little apart from the group's legend. */
export const priceFields = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
});
