export { QuantityStepper, quantityStepperSizes } from './QuantityStepper';
export type { QuantityStepperProps, QuantityStepperSize } from './QuantityStepper';
export type { QuantityStepperVariants } from './QuantityStepper.css';
export { clampQuantity, quantityUnits, stepQuantity, weightParts } from './quantity';
export type { QuantityLimits, QuantityUnit, WeightParts } from './quantity';
export { useQuantityText } from './useQuantityText';
