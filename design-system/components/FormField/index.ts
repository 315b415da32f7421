export { describedBy, FieldLabel, FieldMessages, FormField, useFieldIds } from './FormField';
export type { FieldControlProps, FormFieldProps } from './FormField';
