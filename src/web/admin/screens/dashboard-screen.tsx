import { Link } from 'react-router';
import { Icon } from '../components/icons.tsx';
import { Badge, useDocumentTitle } from '../components/ui.tsx';
import { useStaff } from '../layout/staff-context.ts';
import { firstName } from '../lib/format.ts';
import { visibleSections } from '../lib/sections.ts';
import { strings } from '../lib/strings.ts';

export function DashboardScreen() {
  const staff = useStaff();
  useDocumentTitle(strings.dashboard.documentTitle);
  const sections = visibleSections(staff.role).filter((s) => s.key !== 'dashboard');
  const ready = sections.filter((s) => s.ready);
  const later = sections.filter((s) => !s.ready);

  return (
    <>
      <section className="adm-welcome">
        <div>
          <p className="adm-eyebrow">{strings.brand.product}</p>
          <h1 className="adm-welcome-title">{strings.dashboard.greeting(firstName(staff.name))}</h1>
          <p className="adm-welcome-body">{strings.dashboard.intro}</p>
          <p className="adm-welcome-role">
            <Badge tone={staff.role === 'owner' ? 'accent' : 'neutral'}>{strings.roles[staff.role]}</Badge>
            <span>{strings.dashboard.roleNote(staff.role)}</span>
          </p>
        </div>
        <a className="adm-button adm-button--secondary adm-welcome-cta" href="/" target="_blank" rel="noreferrer">
          <Icon name="external" size={16} />
          {strings.common.viewStorefront}
        </a>
      </section>

      <h2 className="adm-section-title">{strings.dashboard.sectionsTitle}</h2>
      <p className="adm-section-intro">{strings.dashboard.sectionsIntro}</p>
      <ul className="adm-tiles">
        {[...ready, ...later].map((section) => (
          <li key={section.key}>
            <Link to={section.path} className="adm-tile" data-ready={section.ready || undefined}>
              <span className="adm-tile-icon">
                <Icon name={section.icon} size={20} />
              </span>
              <span className="adm-tile-text">
                <span className="adm-tile-title">
                  {section.label}
                  {section.ready ? (
                    <Badge tone="success">{strings.common.open}</Badge>
                  ) : (
                    <Badge tone="muted">{strings.common.comingSoon}</Badge>
                  )}
                </span>
                <span className="adm-tile-description">{section.description}</span>
              </span>
              <Icon name="arrowRight" size={16} className="adm-tile-arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
