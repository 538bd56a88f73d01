import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { ManagedMedia, ManagedPress } from '#shared/api/manage.ts';
import { useCreatePressArticleMutation } from '../../endpoints/create-press.ts';
import { useDeletePressArticleMutation } from '../../endpoints/delete-press.ts';
import { useGetPressArticleQuery } from '../../endpoints/get-press-article.ts';
import { useUpdatePressArticleMutation } from '../../endpoints/update-press.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EditHeader, SaveBar, useLeaveGuard } from '../../components/edit-page.tsx';
import { focusFirstError, FormCard, FormProblem, mergeErrors, TextField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { MediaField } from '../../components/media.tsx';
import { Alert, LoadError, Spinner, useDocumentTitle } from '../../components/ui.tsx';
import { apiProblem } from '../../lib/errors.ts';
import { strings } from '../../lib/strings.ts';
import { compact, required } from '../../lib/validate.ts';

const t = strings.press;

interface PressForm {
  article_title: string;
  press_name: string;
  published_on: string;
  image: ManagedMedia | null;
  press_logo: ManagedMedia | null;
  pdf: ManagedMedia | null;
}

const today = () => new Date().toISOString().slice(0, 10);

function toForm(p: ManagedPress): PressForm {
  return {
    article_title: p.article_title,
    press_name: p.press_name,
    published_on: p.published_on,
    image: p.image,
    press_logo: p.press_logo,
    pdf: p.pdf,
  };
}

function validate(f: PressForm): Record<string, string> {
  return compact({
    article_title: required(f.article_title, 300),
    press_name: required(f.press_name, 120),
    published_on: /^\d{4}-\d{2}-\d{2}$/.test(f.published_on) ? undefined : strings.form.date,
  });
}

/** /admin/press/new and /admin/press/:id */
export function PressEditScreen() {
  const { id } = useParams();
  const isNew = id === 'new';
  const articleId = Number(id);
  const { data, error, isLoading, refetch } = useGetPressArticleQuery(articleId, { skip: isNew || !Number.isInteger(articleId) });
  if (isNew) return <PressEditor article={null} />;
  if (isLoading) {
    return (
      <div className="adm-card-loading">
        <Spinner />
      </div>
    );
  }
  if (!data) {
    const problem = apiProblem(error);
    if (problem?.status === 404 || !Number.isInteger(articleId)) {
      return (
        <section className="adm-card adm-empty">
          <h1 className="adm-empty-title">{t.notFound}</h1>
          <Link to="/press" className="adm-button adm-button--secondary">
            <Icon name="arrowLeft" size={16} />
            {t.backToList}
          </Link>
        </section>
      );
    }
    return <LoadError message={problem?.message ?? strings.errors.unexpected} onRetry={() => void refetch()} />;
  }
  return <PressEditor key={`${data.id}:${data.updated_at}`} article={data} />;
}

function PressEditor({ article }: { article: ManagedPress | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [initial] = useState<PressForm>(() =>
    article ? toForm(article) : { article_title: '', press_name: '', published_on: today(), image: null, press_logo: null, pdf: null },
  );
  const [form, setForm] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [create, created] = useCreatePressArticleMutation();
  const [update, updated] = useUpdatePressArticleMutation();
  const [remove, removed] = useDeletePressArticleMutation();
  const title = article ? article.article_title : t.newTitle;
  useDocumentTitle(title);
  const busy = created.isLoading || updated.isLoading;
  const problem = apiProblem(created.error ?? updated.error);
  const errors = mergeErrors(checked ? validate(form) : {}, problem?.fields);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  // Said after a save, until the next change.
  const saved = Boolean((location.state as { saved?: boolean } | null)?.saved) && !dirty;
  const guard = useLeaveGuard(dirty && !busy && !removed.isLoading);
  const edit = (change: Partial<PressForm>) => {
    setForm((f) => ({ ...f, ...change }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    created.reset();
    updated.reset();
    if (Object.keys(validate(form)).length) {
      focusFirstError();
      return;
    }
    const body = {
      article_title: form.article_title.trim(),
      press_name: form.press_name.trim(),
      published_on: form.published_on,
      image_id: form.image?.id ?? null,
      press_logo_id: form.press_logo?.id ?? null,
      pdf_id: form.pdf?.id ?? null,
    };
    try {
      const result = article ? await update({ id: article.id, body }).unwrap() : await create(body).unwrap();
      guard.allowNextNavigation();
      navigate(`/press/${result.id}`, { replace: true, state: { saved: true } });
    } catch {
      focusFirstError();
    }
  };

  const onDelete = async () => {
    if (!article) return;
    const ok = await remove(article.id)
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (ok) {
      guard.allowNextNavigation();
      navigate('/press', { replace: true, state: { deleted: article.article_title } });
    }
  };

  return (
    <form className="adm-edit" onSubmit={onSubmit} noValidate>
      <EditHeader
        backTo="/press"
        backLabel={strings.sections.press.label}
        title={title}
        actions={
          article ? (
            <button type="button" className="adm-button adm-button--ghost-danger adm-button--small" onClick={() => setDeleting(true)}>
              <Icon name="trash" size={16} />
              {strings.form.delete}
            </button>
          ) : null
        }
      />
      {saved ? <Alert tone="success">{t.saved}</Alert> : null}
      <FormProblem message={problem?.message ?? null} count={Object.keys(errors).length} />
      <div className="adm-edit-grid">
        <div className="adm-edit-main">
          <FormCard title={t.cards.article}>
            <TextField label={t.fields.title} name="article_title" value={form.article_title} onValue={(v) => edit({ article_title: v })} error={errors.article_title} maxLength={300} />
            <div className="adm-form-row">
              <TextField label={t.fields.pressName} name="press_name" value={form.press_name} onValue={(v) => edit({ press_name: v })} error={errors.press_name} placeholder={t.placeholders.pressName} maxLength={120} />
              <TextField label={t.fields.publishedOn} name="published_on" type="date" value={form.published_on} onValue={(v) => edit({ published_on: v })} error={errors.published_on} />
            </div>
            <MediaField label={t.fields.pdf} kind="pdf" name="pdf_id" value={form.pdf} onChange={(pdf) => edit({ pdf })} error={errors.pdf_id} hint={t.hints.pdf} />
          </FormCard>
        </div>
        <aside className="adm-edit-side">
          <FormCard title={t.cards.pictures}>
            <MediaField label={t.fields.image} name="image_id" value={form.image} onChange={(image) => edit({ image })} error={errors.image_id} aspect="3 / 2" />
            <MediaField label={t.fields.logo} name="press_logo_id" value={form.press_logo} onChange={(press_logo) => edit({ press_logo })} error={errors.press_logo_id} aspect="3 / 1" hint={t.hints.logo} />
          </FormCard>
        </aside>
      </div>
      <SaveBar dirty={dirty}>
        <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
          {busy ? strings.form.saving : article ? strings.form.save : t.create}
        </button>
      </SaveBar>
      {guard.dialog}
      <ConfirmDialog
        open={deleting}
        title={article ? t.deleteTitle(article.article_title) : ''}
        body={t.deleteBody}
        confirmLabel={t.deleteConfirm}
        busy={removed.isLoading}
        error={apiProblem(removed.error)?.message}
        onConfirm={() => void onDelete()}
        onCancel={() => {
          removed.reset();
          setDeleting(false);
        }}
      />
    </form>
  );
}
