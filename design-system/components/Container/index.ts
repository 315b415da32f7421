export { Container, containerWidths } from './Container';
export type { ContainerProps, ContainerWidth } from './Container';
