import { useId, type ComponentProps, type ReactNode } from 'react';
import { CheckIcon } from './icons.tsx';
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

/** The thanks for a sent form (role=status), with its check mark. */
export function FormSent({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="form-outcome form-outcome--sent">
      <CheckIcon size={18} />
      {children}
    </p>
  );
}

/** Why a form was not sent, when no field is to blame (role=alert). */
export function FormFailed({ className, children }: { className?: string | undefined; children: ReactNode }) {
  return (
    <p role="alert" className={['form-outcome form-outcome--failed', className].filter(Boolean).join(' ')}>
      {children}
    </p>
  );
}

/** One field of a FieldList: an input, or a textarea where `multiline` says so. */
export type FieldSpec<F extends string> = {
  name: F;
  hint?: ReactNode;
  /** Spans the form's columns. */
  wide?: boolean;
  controlClassName?: string;
} & (
  | ({ multiline?: false } & Omit<ComponentProps<'input'>, 'name'>)
  | ({ multiline: true } & Omit<ComponentProps<'textarea'>, 'name'>)
);

export interface FieldListProps<F extends string> {
  fields: readonly FieldSpec<F>[];
  label: (name: F) => ReactNode;
  /** The problem of each field, shown under it. */
  errors: Partial<Record<F, string>>;
  /** The word beside the label of a field that is not required (a required one has its mark). */
  optionalLabel: string;
  /** The class of a field that spans the form's columns. */
  wideClassName: string | undefined;
}

/** A form's fields, each labelled, marked required or optional, and tied to its hint and problem. */
export function FieldList<F extends string>({
  fields,
  label,
  errors,
  optionalLabel,
  wideClassName,
}: FieldListProps<F>) {
  return fields.map(({ wide, ...spec }) => {
    const field = {
      label: label(spec.name),
      error: errors[spec.name],
      optionalLabel,
      className: wide ? wideClassName : undefined,
    };
    if (spec.multiline) {
      const { multiline: _, ...textarea } = spec;
      return <TextareaField key={spec.name} {...field} {...textarea} />;
    }
    const { multiline: _, ...input } = spec;
    return <TextField key={spec.name} {...field} {...input} />;
  });
}
