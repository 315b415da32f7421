export { Radio, RadioCard, RadioGroup, radioGroupLayouts } from './RadioGroup';
export type { RadioCardProps, RadioGroupLayout, RadioGroupProps, RadioProps } from './RadioGroup';
