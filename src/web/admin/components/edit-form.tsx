import { createContext, useContext, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import type { z } from 'zod';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { TranslatableEntity } from '#shared/api/translations.ts';
import { apiProblem, type ApiProblem } from '../lib/errors.ts';
import {
  flatErrors,
  keepingRefusals,
  schemaResolver,
  showRefusal,
  type OwnWords,
  type Refusals,
} from '../lib/forms.ts';
import { t } from '../lib/i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { EditHeader, FormNotice, SaveBar, useLeaveGuard } from './edit-page.tsx';
import { focusFirstError, FormProblem } from './form.tsx';
import { Icon } from './icons.tsx';
import { TranslationsPanel, UnsavedTranslationsReport, useUnsavedPanels } from './translations-panel.tsx';
import { LoadError, Spinner, useDocumentTitle } from './ui.tsx';

/**
 * What every edit page of the back office shares, so that a screen declares only its fields: the
 * gate that loads the record (spinner, not found, failed), the form's state with its checks, the
 * save and delete plumbing with the guard against leaving unsaved changes, and the page's frame
 * (header, notices, save bar, delete dialog), with the record's translations panel below it.
 */

type ApiError = FetchBaseQueryError | SerializedError;

/** What a mutation hook's second element tells, as far as an edit page needs it. */
export interface MutationState {
  isLoading: boolean;
  error?: ApiError | undefined;
  reset: () => void;
}

/** What a query hook answers, as far as the gate needs it. */
export interface RecordQueryState<T> {
  data?: T | undefined;
  error?: ApiError | undefined;
  isLoading: boolean;
  refetch: () => unknown;
}

/** A record's query hook, as far as an edit page needs it. */
type RecordQuery<T> = (
  id: number,
  options: { skip: boolean; refetchOnMountOrArgChange: boolean },
) => RecordQueryState<T>;

/**
 * The `:id` of /section/new and /section/:id, and the record's query, skipped for a new record or an
 * id that is not a number (the gate then says not found).
 */
export function useRecordParam<T>(useQuery: RecordQuery<T>): {
  isNew: boolean;
  invalid: boolean;
  query: RecordQueryState<T>;
} {
  const { id } = useParams();
  const isNew = id === 'new';
  const recordId = Number(id);
  const invalid = !isNew && !Number.isInteger(recordId);
  // Loaded afresh each time the form opens: a copy cached a minute ago may predate a sale or a
  // colleague's save, and its save would be refused as made on an old version (the record's stamp).
  const query = useQuery(recordId, { skip: isNew || invalid, refetchOnMountOrArgChange: true });
  return { isNew, invalid, query };
}

/**
 * Shows the editor of a new record at once; otherwise a spinner while the record loads, "not found"
 * with the way back to the list, or the failure with a retry. The editor is rendered with the
 * record; the screen keys it by the record's version so that a save starts the form again from
 * what the server saved.
 */
export function RecordGate<T>({
  query,
  isNew = false,
  invalid = false,
  notFound,
  children,
}: {
  query: RecordQueryState<T>;
  isNew?: boolean;
  invalid?: boolean;
  notFound: { title: string; backTo: string; backLabel: string };
  children: (record: T | null) => ReactNode;
}) {
  if (isNew) return <>{children(null)}</>;
  if (query.isLoading) {
    return (
      <div className="adm-card-loading">
        <Spinner />
      </div>
    );
  }
  if (!query.data) {
    const problem = apiProblem(query.error);
    if (problem?.status === 404 || invalid) return <NotFound {...notFound} />;
    return <LoadError message={problem?.message ?? t('errors.unexpected')} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

/** One version of a record's editor: keyed by the record's stamp, a new version starts it afresh. */
function RecordVersion({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** The back office's sections whose records are edited at /section/new and /section/:id. */
export type RecordSection = 'artists' | 'artworks' | 'exhibitions' | 'press';

/** What "not found" says in a section, with the way back to its list. */
export function sectionNotFound(section: RecordSection | 'pages') {
  return { title: t(`${section}.notFound`), backTo: `/${section}`, backLabel: t(`${section}.backToList`) };
}

/**
 * /section/new and /section/:id of a record with translations: the gate that loads the record, the
 * editor (`children`), keyed by the record's version so that a save starts the form again from what
 * the server saved, and below it the record's translations panel (and `after`).
 */
export function RecordEditScreen<T extends { id: number; updated_at: string }>({
  section,
  entity,
  useQuery,
  after,
  children,
}: {
  section: RecordSection;
  entity: TranslatableEntity;
  useQuery: RecordQuery<T>;
  after?: (record: T) => ReactNode;
  children: (record: T | null) => ReactNode;
}) {
  const { isNew, invalid, query } = useRecordParam(useQuery);
  return (
    <RecordGate query={query} isNew={isNew} invalid={invalid} notFound={sectionNotFound(section)}>
      {(record) => (
        <WithTranslations of={record ? { entity, id: record.id } : null} after={record && after ? after(record) : null}>
          <RecordVersion key={record ? `${record.id}:${record.updated_at}` : 'new'}>{children(record)}</RecordVersion>
        </WithTranslations>
      )}
    </RecordGate>
  );
}

/**
 * The gate of a record the staff read but do not create here (an artist's application, a mail):
 * /section/new names none, like an id that is not a number. The page's title is the record's own
 * once it has loaded.
 */
export function ReadRecordGate<T>({
  useQuery,
  titleOf,
  titleWhileMissing,
  notFound,
  children,
}: {
  useQuery: (id: number, options: { skip: boolean }) => RecordQueryState<T>;
  titleOf: (record: T) => string;
  titleWhileMissing: string;
  notFound: { title: string; backTo: string; backLabel: string };
  children: (record: T) => ReactNode;
}) {
  const { isNew, invalid, query } = useRecordParam(useQuery);
  useDocumentTitle(query.data ? titleOf(query.data) : titleWhileMissing);
  return (
    <RecordGate query={query} invalid={invalid || isNew} notFound={notFound}>
      {(record) => record && children(record)}
    </RecordGate>
  );
}

function NotFound({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  useDocumentTitle(title);
  return (
    <section className="adm-card adm-empty">
      <h1 className="adm-empty-title">{title}</h1>
      <Link to={backTo} className="adm-button adm-button--secondary">
        <Icon name="arrowLeft" size={16} />
        {backLabel}
      </Link>
    </section>
  );
}

/** Where a save or a delete sends the page, and the notice it carries there. */
interface Destination {
  to: string;
  state: object;
}

/**
 * The state of an edit form, kept by react-hook-form: its values and how they started, the checks
 * shown once a save was tried (the API's zod schema run on what the form would send, then the
 * server's own field errors), whether it changed, the notice a save left in the address's state,
 * and the save and delete flows. `derive` completes a change (a slug made from a name until it is
 * edited by hand).
 */
export function useEditForm<
  F extends FieldValues,
  N extends object = { saved?: boolean },
  B extends FieldValues = FieldValues,
>({
  initial,
  schema,
  toBody,
  own,
  saving,
  removing,
  derive,
}: {
  initial: () => F;
  /** The API's schema of what a save sends (src/shared/api), checked before sending. */
  schema: z.ZodType<B, FieldValues>;
  /** What a save sends, made of the form's values. */
  toBody?: (form: F) => unknown;
  /** The form's own words for some fields' problems. */
  own?: OwnWords;
  /** The mutations that save the record (create and update, or one save). */
  saving: readonly MutationState[];
  removing?: MutationState;
  derive?: (previous: F, next: F, change: Partial<F>) => F;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [start] = useState(initial);
  const [refusals] = useState<Refusals>(() => ({ current: {} }));
  const [resolver] = useState(() => keepingRefusals(schemaResolver<F, B>(schema, toBody, own), refusals));
  const rhf = useForm<F, unknown, B>({
    defaultValues: start as DefaultValues<F>,
    resolver,
    mode: 'onSubmit',
    shouldFocusError: false,
  });
  const form = rhf.watch() as F;
  const [deleting, setDeleting] = useState(false);
  const busy = saving.some((m) => m.isLoading);
  const problem: ApiProblem | null = apiProblem(saving.find((m) => m.error)?.error);
  const errors = flatErrors(rhf.formState.errors);
  const dirty = JSON.stringify(form) !== JSON.stringify(start);
  // Said after a save, until the next change.
  const notice = dirty ? null : ((location.state as N | null) ?? null);
  // Translations typed below the form and not saved yet are unsaved changes of the page too.
  const translationsUnsaved = useContext(TranslationsUnsaved);
  const guard = useLeaveGuard((dirty || translationsUnsaved) && !busy && !removing?.isLoading);

  const go = ({ to, state }: Destination) => {
    guard.allowNextNavigation();
    navigate(to, { replace: true, state });
  };

  const setForm = (update: F | ((previous: F) => F)) => {
    const previous = rhf.getValues();
    const next = typeof update === 'function' ? update(previous) : update;
    for (const key of Object.keys(next) as Path<F>[]) {
      const value = (next as Record<string, unknown>)[key];
      if (value !== (previous as Record<string, unknown>)[key]) rhf.setValue(key, value as PathValue<F, Path<F>>);
    }
    // Once a save was tried, the form is checked again as it changes.
    if (rhf.formState.isSubmitted) void rhf.trigger();
  };

  /** Changes some fields (and what `derive` makes of them). */
  const edit = (change: Partial<F>) =>
    setForm((previous) => {
      const next = { ...previous, ...change };
      return derive ? derive(previous, next, change) : next;
    });

  return {
    form,
    setForm,
    edit,
    /**
     * Binds a TextField, TextAreaField or SelectField to a field of the form (`name`, `value`,
     * `onValue`, `error`), as useSharedForm's `field` does; a change goes through `edit`.
     */
    field: <K extends keyof F & string>(name: K) => ({
      name,
      value: form[name],
      onValue: (value: F[K]) => edit({ [name]: value } as unknown as Partial<F>),
      error: errors[name],
    }),
    errors,
    problem,
    busy,
    dirty,
    notice,
    guard,
    /**
     * Checks the form with the API's schema and, when it passes, sends it: `send` answers where to go
     * with the saved record (rejecting when the server refused, whose answer then shows beside the
     * fields).
     */
    submit: async (send: (form: F, body: B) => Promise<Destination>) => {
      for (const m of saving) m.reset();
      refusals.current = {};
      await rhf.handleSubmit(
        async (body) => {
          try {
            go(await send(rhf.getValues(), body));
          } catch (error) {
            showRefusal(
              error,
              (name, e) => {
                refusals.current[name] = e.message;
                rhf.setError(name as Path<F>, e);
              },
              own,
            );
            focusFirstError();
          }
        },
        () => focusFirstError(),
      )();
    },
    deleting,
    removeBusy: removing?.isLoading ?? false,
    removeProblem: apiProblem(removing?.error),
    askDelete: () => setDeleting(true),
    cancelDelete: () => {
      removing?.reset();
      setDeleting(false);
    },
    /** Runs the delete; when it succeeds, goes back to the list, which names what was deleted. */
    confirmDelete: async (run: () => Promise<unknown>, back: { to: string; name: string }) => {
      const ok = await run()
        .then(() => true)
        .catch(() => false);
      if (ok) go({ to: back.to, state: { deleted: back.name } });
    },
  };
}

export type EditFormState<F extends FieldValues, N extends object = { saved?: boolean }> = ReturnType<
  typeof useEditForm<F, N>
>;

/** A mutation's trigger, as far as a save needs it. */
type Send<A> = (args: A) => { unwrap: () => Promise<{ id: number }> };

/**
 * Saves a record: a new one with `create`, a known one with `update` and the stamp it was loaded
 * with, so that the server refuses the save if a colleague (or a sale) changed it since. Answers
 * where the page goes: the saved record, carrying `notice`.
 */
export async function saveRecord<B, N extends object>(
  section: RecordSection,
  record: { id: number; updated_at: string } | null,
  body: B,
  send: { create: Send<B>; update: Send<{ id: number; body: B & { updated_at: string } }> },
  notice: N,
): Promise<Destination> {
  const saved = record
    ? await send.update({ id: record.id, body: { ...body, updated_at: record.updated_at } }).unwrap()
    : await send.create(body).unwrap();
  return { to: `/${section}/${saved.id}`, state: notice };
}

/** The header's actions of a saved record: its page on the storefront (where it has one) and delete. */
export function RecordActions({ storefrontUrl, onDelete }: { storefrontUrl?: string | null; onDelete: () => void }) {
  return (
    <>
      {storefrontUrl ? <StorefrontLink href={storefrontUrl} /> : null}
      <DeleteButton onClick={onDelete} />
    </>
  );
}

/** The header's link to the record on the storefront. */
export function StorefrontLink({ href }: { href: string }) {
  return (
    <a className="adm-button adm-button--secondary adm-button--small" href={href} target="_blank" rel="noreferrer">
      <Icon name="external" size={16} />
      {t('form.viewOnStorefront')}
    </a>
  );
}

/** The header's delete button, which opens the form's delete dialog. */
export function DeleteButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="adm-button adm-button--ghost-danger adm-button--small" onClick={onClick}>
      <Icon name="trash" size={16} />
      {t('form.delete')}
    </button>
  );
}

/** Whether a translations panel below the form holds text not saved yet (WithTranslations says). */
const TranslationsUnsaved = createContext(false);
/** For an editor that is not a record form (the home page's sections): leaving asks first while true. */
export const useTranslationsUnsaved = () => useContext(TranslationsUnsaved);

/**
 * A record's editor with its translations panel below it (and `after`, more translations such as a
 * page's cards'): a form of its own, saved on its own. It sits beside the editor, not in it, so
 * that the editor starting afresh after its own save (it is keyed by the record's stamp) keeps
 * the translations typed and not saved yet; and while there are some, leaving the page asks first.
 */
export function WithTranslations({
  of,
  after,
  children,
}: {
  /** The record whose translations are edited; none for a record not saved yet. */
  of: { entity: TranslatableEntity; id: number | string } | null;
  after?: ReactNode;
  children: ReactNode;
}) {
  const [unsaved, report] = useUnsavedPanels();
  return (
    <TranslationsUnsaved.Provider value={unsaved.size > 0}>
      {children}
      <UnsavedTranslationsReport.Provider value={report}>
        {of ? <TranslationsPanel key={`${of.entity}:${of.id}`} entity={of.entity} id={of.id} collapsible /> : null}
        {after}
      </UnsavedTranslationsReport.Provider>
    </TranslationsUnsaved.Provider>
  );
}

/**
 * The frame of an edit page around the screen's fields: the header, the notice of the last save,
 * the form's problem, the fields (`children` in the main column, `side` beside them), the save bar,
 * the leave guard and the delete dialog.
 */
export function EditForm<F extends FieldValues, N extends object>({
  state,
  onSubmit,
  header,
  notice,
  children,
  side,
  saveButtons,
  createLabel,
  isNew,
  deleteDialog,
}: {
  state: EditFormState<F, N>;
  onSubmit: () => void;
  header: Parameters<typeof EditHeader>[0];
  /** What the last save says (shown until the next change). */
  notice?: ReactNode;
  children: ReactNode;
  side?: ReactNode;
  /** The save bar's buttons; one Save (or `createLabel` for a new record) by default. */
  saveButtons?: ReactNode;
  createLabel?: string;
  isNew?: boolean;
  /** The delete dialog; its error is the delete's refusal unless given (null: none shown). */
  deleteDialog?: { title: string; body: string; confirmLabel: string; error?: string | null; onConfirm: () => void };
}) {
  const { busy, errors, problem, dirty, guard } = state;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="adm-edit" onSubmit={handleSubmit} noValidate>
      <EditHeader {...header} />
      {notice ? <FormNotice>{notice}</FormNotice> : null}
      <FormProblem message={problem?.message ?? null} count={Object.keys(errors).length} />
      {side ? (
        <div className="adm-edit-grid">
          <div className="adm-edit-main">{children}</div>
          <aside className="adm-edit-side">{side}</aside>
        </div>
      ) : (
        <div className="adm-edit-grid adm-edit-grid--single">{children}</div>
      )}
      <SaveBar dirty={dirty}>
        {saveButtons ?? (
          <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
            {busy ? t('form.saving') : isNew && createLabel ? createLabel : t('form.save')}
          </button>
        )}
      </SaveBar>
      {guard.dialog}
      {deleteDialog ? (
        <ConfirmDialog
          open={state.deleting}
          title={deleteDialog.title}
          body={deleteDialog.body}
          confirmLabel={deleteDialog.confirmLabel}
          busy={state.removeBusy}
          error={deleteDialog.error !== undefined ? deleteDialog.error : state.removeProblem?.message}
          onConfirm={deleteDialog.onConfirm}
          onCancel={state.cancelDelete}
        />
      ) : null}
    </form>
  );
}
