export { Container, containerWidths } from './Container';
export type { ContainerProps, ContainerWidth } from './Container';
export type { ContainerVariants } from './Container.css';
