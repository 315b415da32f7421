import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import type { Space } from '../../foundations';
import { Box, type BoxProps } from '../Box';
import * as styles from './Grid.css';

export type GridColumns = number | { mobile: number; tablet?: number; desktop?: number };

export type GridProps = Omit<BoxProps, 'gap' | 'display'> & {
  /** Fixed column count, per breakpoint if needed. Ignored when `minItemWidth` is set. */
  columns?: GridColumns;
  /** CSS length, e.g. `160px`: as many columns as fit, none narrower than this. */
  minItemWidth?: string;
  space?: Space;
  children?: ReactNode;
};

/** A grid of equal columns, e.g. product cards: 2 on phones, 3 on tablets, 5 on desktops. */
export function Grid({
  columns = 1,
  minItemWidth,
  space = 'lg',
  className,
  style,
  ...props
}: GridProps) {
  const counts = typeof columns === 'number' ? { mobile: columns } : columns;
  const inlineVars = minItemWidth
    ? assignInlineVars({ [styles.minItemWidth]: minItemWidth })
    : assignInlineVars({
        [styles.columnsMobile]: String(counts.mobile),
        ...(counts.tablet ? { [styles.columnsTablet]: String(counts.tablet) } : {}),
        ...(counts.desktop ? { [styles.columnsDesktop]: String(counts.desktop) } : {}),
      });
  return (
    <Box
      gap={space}
      className={[minItemWidth ? styles.fluid : styles.root, className].filter(Boolean).join(' ')}
      style={{ ...inlineVars, ...style }}
      {...props}
    />
  );
}
