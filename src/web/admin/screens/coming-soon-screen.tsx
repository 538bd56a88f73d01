import { Link } from 'react-router';
import { Icon } from '../components/icons.tsx';
import { Badge, PageHeader, useDocumentTitle } from '../components/ui.tsx';
import type { Section } from '../lib/sections.ts';
import { strings } from '../lib/strings.ts';

/** The page of a section that is not built yet: says so plainly and offers the way back. */
export function ComingSoonScreen({ section }: { section: Section }) {
  useDocumentTitle(section.label);
  return (
    <>
      <PageHeader title={section.label} description={section.description} />
      <section className="adm-card adm-empty" aria-labelledby="coming-soon-title">
        <span className="adm-empty-icon">
          <Icon name={section.icon} size={28} />
        </span>
        <Badge tone="accent">{strings.common.comingSoon}</Badge>
        <h2 id="coming-soon-title" className="adm-empty-title">
          {strings.comingSoon.title(section.label)}
        </h2>
        <p className="adm-empty-body">{strings.comingSoon.body}</p>
        <Link to="/" className="adm-button adm-button--secondary">
          <Icon name="arrowLeft" size={16} />
          {strings.common.backToDashboard}
        </Link>
      </section>
    </>
  );
}
