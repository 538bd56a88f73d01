import { useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { fieldMessage } from '#shared/field-messages.ts';
import { focusFirstError } from '../components/form.tsx';
import { apiFailure, translateFieldMessage, type MessagePattern } from '#web/lib/form-errors.ts';
import { apiProblem, staffFieldMessage, type ApiProblem } from './errors.ts';
import { t, type AdminKey } from './i18n.ts';

/**
 * The back office's forms check what they send with the API's own zod schema (src/shared/api), as
 * the server does, through react-hook-form; a refusal's field errors appear beside the same fields
 * (docs/product.md#bad-input). Problems are keyed by the body's dotted paths ('price_baisa',
 * 'images.2'), the names the server uses, and said in the back office's words.
 */

/**
 * How the schemas and the server word a problem (#shared/field-messages.ts) → the form's words;
 * other wordings are said as the server's refusals are (errors.ts).
 */
const FORM_WORDS: readonly MessagePattern[] = [
  [/^is required$/, 'form.required'],
  [/^must be at most (?<max>\d+) characters$/, 'form.tooLong'],
  [/^must be a valid e-mail address$/, 'form.email'],
  [/^must be a phone number/, 'form.phone'],
  [/^must be lowercase letters, digits and dashes$/, 'form.slug'],
  [/^must be an http\(s\) URL/, 'form.url'],
  [/^must be a path starting with \//, 'form.siteLink'],
  [/^must be a date/, 'form.date'],
  [/^must be a whole number$/, 'form.wholeNumber'],
  [/^must be (a number|positive)$/, 'form.notANumber'],
  [/^must not be negative$/, 'form.notNegative'],
  [/^must be at most (?<max>\d+)$/, 'form.atMost'],
  [/^must be at least (?<min>\d+)$/, 'form.atLeast'],
  [/^must be between (?<min>\d+) and (?<max>\d+)$/, 'form.between'],
];

/**
 * What a form says itself for a field, instead of the general words: an i18n key, or a function
 * of the English problem (a price typed in rials is refused as "Enter the price in rials.").
 */
export type OwnWords<TValues = any> = Partial<
  Record<string, AdminKey | ((message: string, values: TValues | undefined) => string)>
>;

/**
 * A problem worded by a shared schema or the server, in the back office's words when they have it.
 * A form's own words are found by the field's path, the path with any index ('sizes.*.stock'), or
 * its first name.
 */
export function adminWords(message: string, field?: string, own: OwnWords = {}, values?: unknown): string {
  const mine =
    field === undefined
      ? undefined
      : (own[field] ?? own[field.replace(/\.\d+(?=\.|$)/g, '.*')] ?? own[field.split('.')[0]!]);
  if (typeof mine === 'function') return mine(message, values);
  if (mine) return t(mine);
  return (
    translateFieldMessage(message, (key, values) => t(key as AdminKey, values), FORM_WORDS) ??
    staffFieldMessage(message)
  );
}

/**
 * A number typed in a text field, as the body carries it for the schema to check: '' is missing
 * (null), a decimal comma is read as a point, and anything else is NaN, which the schema refuses.
 */
export function typedNumber(text: string): number | null {
  const v = text.trim().replace(',', '.');
  if (!v) return null;
  return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN;
}

/** React-hook-form's tree of errors as one message per dotted path. */
export function flatErrors(errors: FieldErrors | undefined, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  if (!errors) return flat;
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const node = value as { message?: unknown; type?: unknown; ref?: unknown };
    if (typeof node.message === 'string' && typeof node.type === 'string') flat[path] ??= node.message;
    Object.assign(flat, flatErrors(value as FieldErrors, path));
  }
  for (const key of Object.keys(flat)) if (/\.(message|type|ref|types)$/.test(key)) delete flat[key];
  return flat;
}

/**
 * A resolver that checks `toBody(values)` (what the form sends) with `schema`: the submit handler
 * then gets the parsed body, and each problem is keyed by the body's path in the back office's words.
 */
export function schemaResolver<TValues extends FieldValues, TBody extends FieldValues>(
  schema: z.ZodType<TBody, FieldValues>,
  toBody: (values: TValues) => unknown = (values) => values,
  own: OwnWords = {},
): Resolver<TValues, unknown, TBody> {
  // The schemas' own messages win; a bare "Invalid input" is worded as the API words it.
  const check = zodResolver(schema, { error: fieldMessage });
  return async (values, context, options) => {
    const result = await check(toBody(values) as FieldValues, context, {
      ...options,
      shouldUseNativeValidation: false,
    } as Parameters<typeof check>[2]);
    const flat = flatErrors(result.errors as FieldErrors);
    if (!Object.keys(flat).length) return { values: result.values as TBody, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [path, message] of Object.entries(flat)) {
      errors[path] = { type: 'schema', message: adminWords(message, path, own, values) };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/** The server's field errors of the last save, in the back office's words, by dotted path. */
export type Refusals = { current: Record<string, string> };

/**
 * `resolver` with the last save's refusals kept beside their fields: checking the form again as it
 * changes must not drop what the server said until the next save.
 */
export function keepingRefusals<TValues extends FieldValues, TBody extends FieldValues>(
  resolver: Resolver<TValues, unknown, TBody>,
  refusals: Refusals,
): Resolver<TValues, unknown, TBody> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const refused = Object.entries(refusals.current);
    if (!refused.length) return result;
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [path, message] of refused) errors[path] = { type: 'server', message };
    Object.assign(errors, result.errors);
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/**
 * Puts a refusal's field errors beside the fields (`setError`), in the back office's words, and
 * answers the refusal for the form's alert.
 */
export function showRefusal(
  error: unknown,
  setError: (name: string, error: { type: string; message: string }) => void,
  own: OwnWords = {},
): ApiProblem | null {
  const problem = apiProblem(error as Parameters<typeof apiProblem>[0]);
  // Worded from the server's English, as the form's own checks are.
  for (const [field, message] of Object.entries(apiFailure(error).fields)) {
    setError(field, { type: 'server', message: adminWords(message, field, own) });
  }
  return problem;
}

/**
 * A back-office form checked with the API's zod schema: `field(name)` binds a TextField or a
 * SelectField (`value`, `onValue`, `error`), `submit(send)` checks, sends the parsed body and shows
 * a refusal beside the fields; `problem` is the refusal's message for the form's alert.
 *
 *   const form = useSharedForm({ schema: shipBody, defaultValues: { carrier: '', tracking: '' } });
 *   <TextField label={…} {...form.field('tracking')} />
 *   <form onSubmit={form.submit((body) => ship({ id, body }).unwrap())}>
 */
export function useSharedForm<TValues extends FieldValues, TBody extends FieldValues = TValues>({
  schema,
  defaultValues,
  toBody,
  own,
}: {
  schema: z.ZodType<TBody, FieldValues>;
  defaultValues: DefaultValues<TValues>;
  /** What the form sends, made of its values (a price typed in rials as baisa); the values by default. */
  toBody?: (values: TValues) => unknown;
  own?: OwnWords;
}) {
  const [refusals] = useState<Refusals>(() => ({ current: {} }));
  const [resolver] = useState(() => keepingRefusals(schemaResolver<TValues, TBody>(schema, toBody, own), refusals));
  const form = useForm<TValues, unknown, TBody>({
    defaultValues,
    resolver,
    mode: 'onSubmit',
    shouldFocusError: false,
  });
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const values = form.watch();
  const errors = flatErrors(form.formState.errors);
  const set = <N extends Path<TValues>>(name: N, value: PathValue<TValues, N>) => {
    form.setValue(name, value, { shouldDirty: true });
    // Once a save was tried, the whole form is checked again as it changes.
    if (form.formState.isSubmitted) void form.trigger();
  };
  return {
    ...form,
    values,
    errors,
    problem,
    set,
    field: <N extends Path<TValues>>(name: N) => ({
      name,
      value: (values as Record<string, unknown>)[name] as PathValue<TValues, N>,
      onValue: (value: PathValue<TValues, N>) => set(name, value),
      error: errors[name],
    }),
    /** The form's onSubmit: checks, then sends; the server's field errors go beside the fields. */
    submit: (send: (body: TBody) => Promise<unknown>) => {
      const run = form.handleSubmit(
        async (body) => {
          try {
            await send(body);
          } catch (error) {
            const shown = showRefusal(
              error,
              (name, e) => {
                refusals.current[name] = e.message;
                form.setError(name as Path<TValues>, e);
              },
              own,
            );
            setProblem(shown);
            focusFirstError();
          }
        },
        () => focusFirstError(),
      );
      // The last save's refusals stand until this one is checked afresh.
      return (event?: BaseSyntheticEvent) => {
        setProblem(null);
        refusals.current = {};
        return run(event);
      };
    },
  };
}
