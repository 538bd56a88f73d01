import type { IconName } from '../components/icons.tsx';
import { strings } from './strings.ts';

type SectionKey = Exclude<keyof typeof strings.sections, 'groups'>;
type GroupKey = keyof typeof strings.sections.groups;

export interface Section {
  key: SectionKey;
  /** Path under /admin. */
  path: string;
  icon: IconName;
  group: GroupKey;
  label: string;
  description: string;
  /** Editors do not see it and are refused if they open it. */
  ownerOnly: boolean;
  /** False while the section shows the "Coming soon" page. */
  ready: boolean;
}

const s = strings.sections;
const section = (
  key: SectionKey,
  path: string,
  icon: IconName,
  group: GroupKey,
  options: { ownerOnly?: boolean; ready?: boolean } = {},
): Section => ({
  key,
  path,
  icon,
  group,
  label: s[key].label,
  description: s[key].description,
  ownerOnly: options.ownerOnly ?? false,
  ready: options.ready ?? false,
});

/** The back office's sections, in the sidebar's order. A section becomes `ready` when its screen exists. */
export const sections: Section[] = [
  section('dashboard', '/', 'dashboard', 'overview', { ready: true }),
  section('artworks', '/artworks', 'artwork', 'catalogue'),
  section('artists', '/artists', 'artist', 'catalogue'),
  section('exhibitions', '/exhibitions', 'exhibition', 'catalogue'),
  section('applications', '/applications', 'application', 'catalogue'),
  section('press', '/press', 'press', 'content'),
  section('pages', '/pages', 'page', 'content'),
  section('homePage', '/home-page', 'home', 'content'),
  section('orders', '/orders', 'order', 'sales'),
  section('messages', '/messages', 'message', 'sales'),
  section('newsletter', '/newsletter', 'newsletter', 'sales'),
  section('mailOutbox', '/mail-outbox', 'outbox', 'sales'),
  section('settings', '/settings', 'settings', 'admin'),
  section('currencies', '/currencies', 'currency', 'admin'),
  section('staff', '/staff', 'staff', 'admin', {
    ownerOnly: true,
    ready: true,
  }),
  section('audit', '/audit-log', 'audit', 'admin', {
    ownerOnly: true,
    ready: true,
  }),
];

export const groupLabels = strings.sections.groups;

export function visibleSections(role: 'owner' | 'editor'): Section[] {
  return sections.filter((x) => role === 'owner' || !x.ownerOnly);
}
