export { Stepper, stepState, stepStates } from './Stepper';
export type { StepState, StepperProps, StepperStep } from './Stepper';
