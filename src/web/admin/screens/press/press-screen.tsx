import { Link, useLocation } from 'react-router';
import { useGetPressQuery } from '../../endpoints/get-press.ts';
import { Icon } from '../../components/icons.tsx';
import { ListBody, Pager, SearchField, useListParams } from '../../components/list-tools.tsx';
import { Alert, Badge, PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { formatDate } from '../../lib/format.ts';
import { strings } from '../../lib/strings.ts';

const t = strings.press;
const PER_PAGE = 25;

/** /admin/press: press articles, newest first, searched on the server. */
export function PressScreen() {
  useDocumentTitle(strings.sections.press.label);
  const location = useLocation();
  const deleted = (location.state as { deleted?: string } | null)?.deleted;
  const { page, values, set } = useListParams(['search'] as const);
  const { data, error, isLoading, isFetching, refetch } = useGetPressQuery({
    page,
    per_page: PER_PAGE,
    ...(values.search ? { search: values.search } : {}),
  });
  return (
    <>
      <PageHeader
        title={strings.sections.press.label}
        description={t.intro}
        actions={
          <Link to="/press/new" className="adm-button adm-button--primary">
            <Icon name="plus" size={16} />
            {t.add}
          </Link>
        }
      />
      {deleted ? <Alert tone="success">{t.deleted(deleted)}</Alert> : null}
      <section className="adm-card adm-card--flush" aria-busy={isFetching || undefined}>
        <div className="adm-list-toolbar">
          <div className="adm-list-filters">
            <SearchField label={t.searchLabel} value={values.search} onSearch={(v) => set({ search: v }, { replace: true })} />
          </div>
        </div>
        <ListBody
          isLoading={isLoading}
          error={error}
          onRetry={() => void refetch()}
          isEmpty={!data?.result.length}
          empty={<p>{values.search ? strings.list.noMatches : t.empty}</p>}
        >
          <table className="adm-table adm-table--rows">
            <thead>
              <tr>
                <th scope="col">{t.columns.article}</th>
                <th scope="col">{t.columns.press}</th>
                <th scope="col">{t.columns.published}</th>
                <th scope="col">{t.columns.pdf}</th>
              </tr>
            </thead>
            <tbody>
              {data?.result.map((article) => (
                <tr key={article.id}>
                  <td>
                    <Link to={`/press/${article.id}`} className="adm-row-link">
                      <span className="adm-thumb adm-thumb--wide">
                        {article.image?.image_set ? <img src={article.image.image_set.src} alt="" loading="lazy" /> : <Icon name="press" size={18} />}
                      </span>
                      <span className="adm-row-text">
                        <span className="adm-row-title">{article.article_title}</span>
                      </span>
                    </Link>
                  </td>
                  <td data-label={t.columns.press}>{article.press_name}</td>
                  <td data-label={t.columns.published} className="adm-nowrap">
                    {formatDate(article.published_on)}
                  </td>
                  <td data-label={t.columns.pdf} data-label-hidden>
                    {article.pdf ? (
                      <a href={article.pdf.url} target="_blank" rel="noreferrer" className="adm-inline-link">
                        <Icon name="file" size={16} />
                        {t.openPdf}
                      </a>
                    ) : (
                      <Badge tone="muted">{t.noPdf}</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ListBody>
        {data ? <Pager page={data.page} perPage={data.per_page} total={data.total} shown={data.result.length} /> : null}
      </section>
    </>
  );
}
