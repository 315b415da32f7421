import type { ReactNode } from 'react';
import type { Sprinkles, Space } from '../../foundations';
import { Box, type BoxProps } from '../Box';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignItems = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
} as const satisfies Record<StackAlign, Sprinkles['alignItems']>;

export type StackProps = Omit<BoxProps, 'gap' | 'display' | 'flexDirection' | 'alignItems'> & {
  /** Space between children. */
  space?: Space;
  align?: StackAlign;
  children?: ReactNode;
};

/** Children one above another with even space between them. */
export function Stack({ space = 'md', align = 'stretch', ...props }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignItems[align]}
      {...props}
    />
  );
}
