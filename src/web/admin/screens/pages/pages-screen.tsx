import { Link } from 'react-router';
import { useGetPagesQuery } from '../../endpoints/get-pages.ts';
import { Icon } from '../../components/icons.tsx';
import { ListBody } from '../../components/list-tools.tsx';
import { Badge, PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { strings } from '../../lib/strings.ts';
import { storefrontPathOfPage } from './page-paths.ts';

const t = strings.pages;

/** /admin/pages: About, the three service pages and the delivery text. */
export function PagesScreen() {
  useDocumentTitle(strings.sections.pages.label);
  const { data, error, isLoading, refetch } = useGetPagesQuery();
  return (
    <>
      <PageHeader title={strings.sections.pages.label} description={t.intro} />
      <section className="adm-card adm-card--flush">
        <ListBody isLoading={isLoading} error={error} onRetry={() => void refetch()} isEmpty={!data?.length} empty={<p>{t.empty}</p>}>
          <table className="adm-table adm-table--rows">
            <thead>
              <tr>
                <th scope="col">{t.columns.page}</th>
                <th scope="col">{t.columns.shownAt}</th>
                <th scope="col">{t.columns.cards}</th>
                <th scope="col">{strings.list.updated}</th>
              </tr>
            </thead>
            <tbody>
              {data?.map((page) => {
                const path = storefrontPathOfPage(page.slug);
                return (
                  <tr key={page.slug}>
                    <td>
                      <Link to={`/pages/${page.slug}`} className="adm-row-link">
                        <span className="adm-thumb">
                          <Icon name="page" size={20} />
                        </span>
                        <span className="adm-row-text">
                          <span className="adm-row-title">{page.page_name || t.untitled}</span>
                          <span className="adm-row-meta">{t.slugs[page.slug as keyof typeof t.slugs] ?? page.slug}</span>
                        </span>
                      </Link>
                    </td>
                    <td data-label={t.columns.shownAt}>{path ? <code className="adm-code">{path}</code> : <span className="adm-muted">{t.shownWithArtworks}</span>}</td>
                    <td data-label={t.columns.cards}>{page.card_count}</td>
                    <td data-label={strings.list.updated} className="adm-nowrap adm-muted">
                      {page.exists && page.updated_at ? formatDateTime(page.updated_at) : <Badge tone="muted">{t.notWritten}</Badge>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ListBody>
      </section>
    </>
  );
}
