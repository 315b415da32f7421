import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import * as styles from './Container.css';

export const containerWidths = ['narrow', 'medium', 'wide', 'full'] as const;
export type ContainerWidth = (typeof containerWidths)[number];

export type ContainerProps = HTMLAttributes<HTMLElement> & {
  width?: ContainerWidth;
  /** `div` by default; `main`, `section`, `header`, `footer` for landmarks. */
  as?: ElementType;
  children?: ReactNode;
};

/** Centres page content with side padding that grows with the screen. */
export function Container({ width, as: Element = 'div', className, ...props }: ContainerProps) {
  return (
    <Element
      className={[styles.container({ width }), className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
