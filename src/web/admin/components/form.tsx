import {
  useId,
  type ReactNode,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { t } from '../lib/i18n.ts';
import { STAFF_PASSWORD_MIN } from '#shared/api/manage.ts';
import { Alert } from './ui.tsx';

/** What a control needs to be named by its label and described by its hint or error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * A labelled form field: the label, the control, then the error (server or browser) or a hint.
 * `name` marks the field so that a failed save can scroll to the first field in error.
 */
export function Field({
  label,
  hint,
  error,
  name,
  optional,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  name?: string;
  optional?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const note = `${id}-note`;
  const control: ControlProps = {
    id,
    ...(error || hint ? { 'aria-describedby': note } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
  return (
    <div
      className={['adm-field', className].filter(Boolean).join(' ')}
      data-field={name}
      data-invalid={error ? true : undefined}
    >
      <label className="adm-label" htmlFor={id}>
        {label}
        {optional ? <span className="adm-label-optional"> {t('form.optional')}</span> : null}
      </label>
      {children(control)}
      {error ? (
        <p className="adm-field-error" id={note}>
          {error}
        </p>
      ) : hint ? (
        <p className="adm-field-hint" id={note}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type FieldCommon = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  name?: string;
  optional?: boolean;
  className?: string;
};

export function TextField({
  label,
  hint,
  error,
  name,
  optional,
  className,
  value,
  onValue,
  prefix,
  suffix,
  ...input
}: FieldCommon & { value: string; onValue: (value: string) => void; prefix?: string; suffix?: string } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'onChange' | 'prefix'
  >) {
  return (
    <Field label={label} hint={hint} error={error} name={name} optional={optional} className={className}>
      {(control) => {
        const field = (
          <input
            className="adm-input"
            {...input}
            {...control}
            name={name}
            value={value}
            onChange={(e) => onValue(e.target.value)}
          />
        );
        if (!prefix && !suffix) return field;
        return (
          <div className="adm-affix" data-invalid={error ? true : undefined}>
            {prefix ? (
              <span className="adm-affix-text" aria-hidden="true">
                {prefix}
              </span>
            ) : null}
            {field}
            {suffix ? (
              <span className="adm-affix-text" aria-hidden="true">
                {suffix}
              </span>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}

/**
 * A record's address in the storefront: typed in lowercase, shown after the path it lives under,
 * never capitalised or spell-checked by the phone. `onValue` gets the lowercased text; the screen
 * marks the slug as the staff's own so that renaming the record no longer rewrites it.
 */
export function SlugField({
  onValue,
  ...field
}: {
  label: ReactNode;
  name: string;
  value: string;
  /** The storefront path before the slug, e.g. `/arts/`. */
  prefix: string;
  hint: ReactNode;
  error?: string;
  onValue: (slug: string) => void;
}) {
  return (
    <TextField
      {...field}
      onValue={(v) => onValue(v.toLowerCase())}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
    />
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  name,
  optional,
  className,
  value,
  onValue,
  ...textarea
}: FieldCommon & { value: string; onValue: (value: string) => void } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'value' | 'onChange'
  >) {
  return (
    <Field label={label} hint={hint} error={error} name={name} optional={optional} className={className}>
      {(control) => (
        <textarea
          className="adm-input adm-textarea"
          rows={3}
          {...textarea}
          {...control}
          name={name}
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </Field>
  );
}

export function SelectField<T extends string>({
  label,
  hint,
  error,
  name,
  optional,
  className,
  value,
  onValue,
  options,
  ...select
}: FieldCommon & {
  value: T;
  onValue: (value: T) => void;
  options: readonly { value: T; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  return (
    <Field label={label} hint={hint} error={error} name={name} optional={optional} className={className}>
      {(control) => (
        <select
          className="adm-input adm-select"
          {...select}
          {...control}
          name={name}
          value={value}
          onChange={(e) => onValue(e.target.value as T)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it and an optional line of explanation. */
export function CheckboxField({
  label,
  description,
  checked,
  onChecked,
  name,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  name?: string;
}) {
  return (
    <label className="adm-check" data-field={name}>
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChecked(e.target.checked)} />
      <span>
        <span className="adm-check-label">{label}</span>
        {description ? <span className="adm-check-description">{description}</span> : null}
      </span>
    </label>
  );
}

/** A titled block of a form page, like Shopify's cards. */
export function FormCard({
  title,
  description,
  actions,
  children,
}: {
  title?: string;
  description?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="adm-card adm-form-card">
      {title || actions ? (
        <div className="adm-form-card-header">
          <div>
            {title ? <h2 className="adm-card-title">{title}</h2> : null}
            {description ? <p className="adm-form-card-description">{description}</p> : null}
          </div>
          {actions ? <div className="adm-form-card-actions">{actions}</div> : null}
        </div>
      ) : null}
      {children ? <div className="adm-form-card-body">{children}</div> : null}
    </section>
  );
}

/** The message at the top of a form that could not be saved. */
export function FormProblem({ message, count }: { message: string | null; count: number }) {
  if (!message && count === 0) return null;
  return (
    <Alert tone="danger" title={count > 0 ? t('form.fixFields', { count }) : undefined}>
      {message && count === 0 ? message : t('form.fixFieldsBody')}
    </Alert>
  );
}

/** Scrolls to and focuses the first field marked invalid (after React has rendered the errors). */
export function focusFirstError(root: ParentNode = document): void {
  requestAnimationFrame(() => {
    const field = root.querySelector<HTMLElement>('[data-invalid]');
    if (!field) {
      // A refusal that names no field (a record changed meanwhile, a lost connection) is said in
      // the form's alert at its top.
      root.querySelector('.adm-alert--danger')?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
      return;
    }
    field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    const control = field.querySelector<HTMLElement>('input, select, textarea, [contenteditable="true"], button');
    control?.focus({ preventScroll: true });
  });
}

/** The first error whose field is `field` or lies below it (`images` covers `images.2`). */
export function errorUnder(errors: Record<string, string>, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const key = Object.keys(errors).find((k) => k.startsWith(`${field}.`));
  return key ? errors[key] : undefined;
}

/** A new staff password: the server's minimum length, checked by the browser and said in the hint. */
export function NewPasswordField({
  label,
  value,
  onValue,
  error,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
}) {
  return (
    <TextField
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      required
      minLength={STAFF_PASSWORD_MIN}
      value={value}
      onValue={onValue}
      hint={t('common.passwordHint', { min: STAFF_PASSWORD_MIN })}
      error={error}
    />
  );
}
