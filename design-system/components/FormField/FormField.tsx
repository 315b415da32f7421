import { useId, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../foundations';
import { WarningIcon } from '../Icon';
import * as styles from './FormField.css';

const messages = defineMessages({
  optional: {
    id: 'ds.formField.optional',
    defaultMessage: '(optional)',
    description: 'After the label of a form field that may be left empty',
  },
});

/** Attributes a control needs to be named and described by its field. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
};

export type FormFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown below the control and announced with it; marks the control invalid. */
  error?: ReactNode;
  /** Adds "(optional)" to the label. Fields are required unless they say otherwise. */
  optional?: boolean;
  /** Hides the label visually when the context names the field (it is still read aloud). */
  labelHidden?: boolean;
  /** Use a given id for the control instead of a generated one. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

export function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

export function FieldMessages({
  hint,
  error,
  hintId,
  errorId,
}: {
  hint?: ReactNode;
  error?: ReactNode;
  hintId: string;
  errorId: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {/* Always rendered so that an error appearing later is announced politely. */}
      <div id={errorId} aria-live="polite" className={styles.errorRegion}>
        {error && (
          <p className={styles.error}>
            <WarningIcon size="sm" className={styles.errorIcon} />
            <span>{error}</span>
          </p>
        )}
      </div>
    </>
  );
}

export function FieldLabel({
  htmlFor,
  optional,
  hidden,
  children,
}: {
  htmlFor: string;
  optional?: boolean;
  hidden?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <label htmlFor={htmlFor} className={hidden ? visuallyHidden : styles.label}>
      {children}
      {optional ? (
        <>
          {/* The gap is the margin; the space keeps the label two words when read or copied. */}
          <span className={visuallyHidden}> </span>
          <span className={styles.optional}>{intl.formatMessage(messages.optional)}</span>
        </>
      ) : null}
    </label>
  );
}

/** Label, control, hint and error, wired together with `aria-describedby`/`aria-invalid`. */
export function FormField({
  label,
  hint,
  error,
  optional = false,
  labelHidden = false,
  id,
  className,
  children,
}: FormFieldProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy(hint ? hintId : undefined, error ? errorId : undefined),
    'aria-invalid': error ? true : undefined,
    'aria-required': optional ? undefined : true,
  };
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={controlId} optional={optional} hidden={labelHidden}>
        {label}
      </FieldLabel>
      {children(control)}
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}
