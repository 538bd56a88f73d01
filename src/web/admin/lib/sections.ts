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
  section('artworks', '/artworks', 'artwork', 'catalogue', { ready: true }),
  section('artists', '/artists', 'artist', 'catalogue', { ready: true }),
  section('exhibitions', '/exhibitions', 'exhibition', 'catalogue', { ready: true }),
  section('applications', '/applications', 'application', 'catalogue', { ready: true }),
  section('press', '/press', 'press', 'content', { ready: true }),
  section('pages', '/pages', 'page', 'content', { ready: true }),
  section('homePage', '/home-page', 'home', 'content', { ready: true }),
  section('orders', '/orders', 'order', 'sales', { ready: true }),
  section('messages', '/messages', 'message', 'sales', { ready: true }),
  section('newsletter', '/newsletter', 'newsletter', 'sales', { ready: true }),
  section('mailOutbox', '/mail-outbox', 'outbox', 'sales', { ownerOnly: true, ready: true }),
  section('settings', '/settings', 'settings', 'admin', { ownerOnly: true, ready: true }),
  section('currencies', '/currencies', 'currency', 'admin', { ownerOnly: true, ready: true }),
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
