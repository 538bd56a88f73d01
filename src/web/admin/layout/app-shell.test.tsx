import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { initials } from '../lib/format.ts';
import { adminI18n, ADMIN_LANGUAGE_KEY } from '../lib/i18n.ts';
import { editor, owner, renderAdmin, signedOut } from '../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const sessionOf = (who: typeof owner | typeof editor) => ({ status: 200, body: { result: who } });

describe('the back-office shell', () => {
  it('shows the owner every section, their name and role, and a dashboard', async () => {
    const view = renderAdmin('/', ({ path }) => (path === '/admin/api/manage/session' ? sessionOf(owner) : undefined));
    cleanup = view.cleanup;
    expect(await screen.findByRole('heading', { name: 'Welcome, Maryam' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    for (const label of [
      'Dashboard',
      'Artworks',
      'Artists',
      'Exhibitions',
      'Applications',
      'Press',
      'Pages',
      'Home page',
      'Orders',
      'Customers',
      'Messages',
      'Newsletter',
      'Mail outbox',
      'Settings',
      'Currencies',
      'Staff',
      'Audit log',
    ]) {
      expect(within(nav).getByRole('link', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
    expect(screen.getByRole('banner')).toHaveTextContent('Maryam Al Said');
    expect(screen.getByRole('banner')).toHaveTextContent('Owner');
  });

  it('switches to Arabic from the top bar, naming every section in Arabic with no English left', async () => {
    const view = renderAdmin('/', ({ path }) => (path === '/admin/api/manage/session' ? sessionOf(owner) : undefined));
    cleanup = () => {
      view.cleanup();
      localStorage.removeItem(ADMIN_LANGUAGE_KEY);
      void adminI18n.changeLanguage('en');
    };
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Welcome, Maryam' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the back office' }), 'ar');

    expect(await screen.findByRole('heading', { name: 'مرحبًا، Maryam' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'لوحة الإدارة' });
    for (const label of ['لوحة المعلومات', 'الأعمال الفنية', 'المعارض', 'الطلبات', 'الإعدادات', 'سجل التدقيق']) {
      expect(within(nav).getByRole('link', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
    // The section names, groups and the shell's own words: no Latin letters but a person's name, its
    // initials on the avatar, and the language menu's 'English', which names that language in itself.
    expect(nav.textContent).not.toMatch(/[A-Za-z]/);
    const banner = screen.getByRole('banner').textContent ?? '';
    expect(banner.replace(owner.name, '').replace(initials(owner.name), '').replace('English', ''), banner).not.toMatch(
      /[A-Za-z]/,
    );
    expect(screen.getByRole('combobox', { name: 'لغة لوحة الإدارة' })).toHaveValue('ar');
    // Remembered in this browser for the next visit.
    expect(localStorage.getItem(ADMIN_LANGUAGE_KEY)).toBe('ar');
  });

  it('hides owner sections from an editor and refuses them by address', async () => {
    const view = renderAdmin('/staff', ({ path }) =>
      path === '/admin/api/manage/session' ? sessionOf(editor) : undefined,
    );
    cleanup = view.cleanup;
    expect(await screen.findByRole('heading', { name: 'Owner access needed' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: /^Staff/ })).toBeNull();
    expect(within(nav).queryByRole('link', { name: /^Audit log/ })).toBeNull();
    // Editors handle the orders, so they see the customers who place them.
    expect(within(nav).getByRole('link', { name: /^Customers/ })).toBeInTheDocument();
    expect(view.calls.some((c) => c.path.startsWith('/admin/api/manage/staff'))).toBe(false);
  });

  it('opens the content sections for an editor', async () => {
    const view = renderAdmin('/artworks', ({ path }) => {
      if (path === '/admin/api/manage/session') return sessionOf(editor);
      if (path.startsWith('/admin/api/manage/artworks?')) {
        return {
          status: 200,
          body: { result: [], page: 1, per_page: 25, total: 0, counts: { all: 0, published: 0, draft: 0 } },
        };
      }
      if (path.startsWith('/admin/api/manage/artists?'))
        return { status: 200, body: { result: [], page: 1, per_page: 200, total: 0 } };
      return undefined;
    });
    cleanup = view.cleanup;
    expect(await screen.findByRole('heading', { name: 'Artworks', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('No artworks yet. Add the first one.')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Add artwork' }))
      expect(link).toHaveAttribute('href', '/artworks/new');
  });

  it('signs out on the server and returns to the sign-in screen', async () => {
    let signedIn = true;
    const view = renderAdmin('/', ({ method, path }) => {
      if (path !== '/admin/api/manage/session') return undefined;
      if (method === 'DELETE') {
        signedIn = false;
        return { status: 200, body: { message: 'You have signed out.' } };
      }
      return signedIn ? sessionOf(owner) : signedOut;
    });
    cleanup = view.cleanup;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You have signed out.');
    expect(view.calls.some((c) => c.method === 'DELETE' && c.path === '/admin/api/manage/session')).toBe(true);
  });

  it('sends the staff member to sign in again when the session ends while working', async () => {
    let signedIn = true;
    const view = renderAdmin('/audit-log', ({ path }) => {
      if (path === '/admin/api/manage/session') return signedIn ? sessionOf(owner) : signedOut;
      signedIn = false;
      return signedOut;
    });
    cleanup = view.cleanup;
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
  });
});
