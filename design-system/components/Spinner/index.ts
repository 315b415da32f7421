export { Spinner, spinnerSizes } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export type { SpinnerVariants } from './Spinner.css';
