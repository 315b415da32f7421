import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { IconComponent } from '../Icon';
import { FormField } from '../FormField';
import * as field from '../private/field.css';

export const textFieldTypes = [
  'text',
  'email',
  'search',
  'tel',
  'url',
  'password',
  'number',
] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  labelHidden?: boolean;
  type?: TextFieldType;
  /** A decorative icon inside the box, before the text. */
  icon?: IconComponent;
  /** Short text or a small control inside the box, after the text (e.g. a unit). */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({
  label,
  hint,
  error,
  optional,
  labelHidden,
  id,
  type = 'text',
  icon: Icon,
  end,
  className,
  ...props
}: TextFieldProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      labelHidden={labelHidden}
      id={id}
      className={className}
    >
      {(control) => (
        <div className={field.control}>
          {Icon && (
            <span className={field.adornmentStart}>
              <Icon size="md" />
            </span>
          )}
          <input
            type={type}
            className={[field.input, Icon && field.withStart, end ? field.withEnd : undefined]
              .filter(Boolean)
              .join(' ')}
            required={!optional}
            {...control}
            {...props}
          />
          {end && <span className={field.adornmentEnd}>{end}</span>}
        </div>
      )}
    </FormField>
  );
}
