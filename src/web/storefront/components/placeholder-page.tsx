import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/components/ui/button.tsx';
import type { BreadcrumbItem } from '#web/components/ui/breadcrumb.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Seo } from '#web/components/ui/seo.tsx';

/** A screen whose content is still to come: its title, breadcrumb and a short line, never a blank page. */
export function PlaceholderPage({
  title,
  breadcrumb,
  line,
  children,
}: {
  title: string;
  breadcrumb?: BreadcrumbItem[];
  line: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Seo title={title} />
      <PageHeader title={title} breadcrumb={breadcrumb} />
      <section className="container section placeholder">
        <p className="placeholder__line">{line}</p>
        {children}
        <ButtonLink to="/arts" variant="secondary">
          {t('actions.browseArtworks')}
        </ButtonLink>
      </section>
    </>
  );
}
