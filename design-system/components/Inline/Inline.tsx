import type { ReactNode } from 'react';
import type { Space, Sprinkles } from '../../foundations';
import { Box, type BoxProps } from '../Box';
import * as styles from './Inline.css';

export const inlineAligns = ['start', 'center', 'end', 'between'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineAlignsY = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlignY = (typeof inlineAlignsY)[number];

const justify = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const satisfies Record<InlineAlign, Sprinkles['justifyContent']>;
const alignY = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const satisfies Record<InlineAlignY, Sprinkles['alignItems']>;

export type InlineProps = Omit<
  BoxProps,
  'gap' | 'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'flexWrap' | 'wrap'
> & {
  space?: Space;
  align?: InlineAlign;
  alignY?: InlineAlignY;
  /** Wrap onto new lines when the row is full (default), or keep one line. */
  wrap?: boolean;
  /** The children grow to fill each row they share (e.g. a dialog's or a page's two buttons). */
  fill?: boolean;
  children?: ReactNode;
};

/** Children side by side, wrapping on narrow screens. */
export function Inline({
  space = 'sm',
  align = 'start',
  alignY: y = 'center',
  wrap = true,
  fill = false,
  className,
  ...props
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      justifyContent={justify[align]}
      alignItems={alignY[y]}
      className={fill ? [styles.fill, className].filter(Boolean).join(' ') : className}
      {...props}
    />
  );
}
