import { useId, type ComponentProps, type ReactNode } from 'react';
import './form-field.css';

/** What a field's control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  required: boolean | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** The problem with the value, shown under the control and read with it. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Marks the label of an optional field with this word (e.g. "optional"). */
  optionalLabel?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with its hint and error (the control comes from `children`). */
export function Field({ label, error, hint, required, optionalLabel, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      {/* The marks sit beside the label, not in it: the control's name stays the label's words alone. */}
      <div className="field__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : optionalLabel ? (
          <span className="field__optional">{optionalLabel}</span>
        ) : null}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        required: required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Shared = Omit<FieldProps, 'children'> & {
  /** A class for the control itself, beside its own (`className` is the field's). */
  controlClassName?: string;
};

/** A field's own props apart from those its control takes. */
function splitField<T extends Shared>({
  label,
  error,
  hint,
  required,
  optionalLabel,
  className,
  controlClassName,
  ...control
}: T) {
  return [{ label, error, hint, required, optionalLabel, className }, controlClassName, control] as const;
}

function controlClasses(own: string, extra: string | undefined) {
  return extra ? `${own} ${extra}` : own;
}

/** An input with its label, hint and error; `ref` reaches the input. */
export function TextField(props: Shared & ComponentProps<'input'>) {
  const [field, extra, input] = splitField(props);
  return (
    <Field {...field}>
      {(control) => <input className={controlClasses('field__control', extra)} {...input} {...control} />}
    </Field>
  );
}

export function SelectField(props: Shared & ComponentProps<'select'> & { children: ReactNode }) {
  const [field, extra, { children, ...select }] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <select className={controlClasses('field__control field__control--select', extra)} {...select} {...control}>
          {children}
        </select>
      )}
    </Field>
  );
}

export function TextareaField(props: Shared & ComponentProps<'textarea'>) {
  const [field, extra, textarea] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          className={controlClasses('field__control field__control--textarea', extra)}
          {...textarea}
          {...control}
        />
      )}
    </Field>
  );
}

/** A message about the whole form (role=alert so it is read out when it appears). */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
