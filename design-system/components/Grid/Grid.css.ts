import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { media } from '../../foundations/tokens';

export const columnsMobile = createVar();
export const columnsTablet = createVar();
export const columnsDesktop = createVar();
export const minItemWidth = createVar();

export const root = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${columnsMobile}, minmax(0, 1fr))`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: `repeat(${fallbackVar(columnsTablet, columnsMobile)}, minmax(0, 1fr))`,
    },
    [media.desktop]: {
      gridTemplateColumns: `repeat(${fallbackVar(columnsDesktop, columnsTablet, columnsMobile)}, minmax(0, 1fr))`,
    },
  },
});

/** Fits as many columns as there is room for, each at least `minItemWidth` wide. */
export const fluid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItemWidth}, 100%), 1fr))`,
});
