import type { IconName } from '../components/icons.tsx';
import type english from '../../../../public/locales/en/admin.json';
import { t } from './i18n.ts';

export type SectionKey = Exclude<keyof (typeof english)['sections'], 'groups'>;
export type GroupKey = keyof (typeof english)['sections']['groups'];

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
}

const section = (
  key: SectionKey,
  path: string,
  icon: IconName,
  group: GroupKey,
  options: { ownerOnly?: boolean } = {},
): Section => ({
  key,
  path,
  icon,
  group,
  // Read when shown, in the language chosen by then.
  get label() {
    return t(`sections.${key}.label`);
  },
  get description() {
    return t(`sections.${key}.description`);
  },
  ownerOnly: options.ownerOnly ?? false,
});

/** The back office's sections, in the sidebar's order; router.tsx gives each its screen. */
export const sections: Section[] = [
  section('dashboard', '/', 'dashboard', 'overview'),
  section('artworks', '/artworks', 'artwork', 'catalogue'),
  section('artists', '/artists', 'artist', 'catalogue'),
  section('exhibitions', '/exhibitions', 'exhibition', 'catalogue'),
  section('applications', '/applications', 'application', 'catalogue'),
  section('press', '/press', 'press', 'content'),
  section('pages', '/pages', 'page', 'content'),
  section('homePage', '/home-page', 'home', 'content'),
  section('orders', '/orders', 'order', 'sales'),
  section('customers', '/customers', 'customer', 'sales'),
  section('reports', '/reports', 'currency', 'sales'),
  section('enquiries', '/enquiries', 'enquiry', 'sales'),
  section('messages', '/messages', 'message', 'sales'),
  section('newsletter', '/newsletter', 'newsletter', 'sales'),
  section('mailOutbox', '/mail-outbox', 'outbox', 'sales', { ownerOnly: true }),
  section('settings', '/settings', 'settings', 'admin', { ownerOnly: true }),
  section('currencies', '/currencies', 'currency', 'admin', { ownerOnly: true }),
  section('staff', '/staff', 'staff', 'admin', { ownerOnly: true }),
  section('audit', '/audit-log', 'audit', 'admin', { ownerOnly: true }),
];

export function groupLabel(group: GroupKey): string {
  return t(`sections.groups.${group}`);
}

export function visibleSections(role: 'owner' | 'editor'): Section[] {
  return sections.filter((x) => role === 'owner' || !x.ownerOnly);
}
