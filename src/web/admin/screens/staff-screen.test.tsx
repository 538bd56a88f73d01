import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffAccount } from '#shared/api/manage.ts';
import { owner, renderAdmin, type FakeCall } from '../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const account = (member: Omit<StaffAccount, 'created_at' | 'disabled_at'>): StaffAccount => ({
  ...member,
  created_at: '2026-01-05T09:00:00.000Z',
  disabled_at: null,
});

/** The staff screen against a small in-memory staff list that PATCH and PUT change. */
function openStaff(answer?: (call: FakeCall) => { status: number; body?: unknown } | undefined) {
  const staff = [account(owner), account({ id: 2, email: 'layla@gallery.test', name: 'Layla Editor', role: 'editor' })];
  const view = renderAdmin('/staff', (call) => {
    const { method, path, body } = call;
    if (path === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
    const special = answer?.(call);
    if (special) return special;
    if (method === 'GET' && path === '/admin/api/manage/staff') return { status: 200, body: { result: staff } };
    const patch = /^\/admin\/api\/manage\/staff\/(\d+)$/.exec(path);
    if (method === 'PATCH' && patch) {
      const member = staff.find((s) => s.id === Number(patch[1]))!;
      const change = body as { role?: 'owner' | 'editor'; disabled?: boolean };
      if (change.role) member.role = change.role;
      if (change.disabled !== undefined) member.disabled_at = change.disabled ? '2026-02-01T10:00:00.000Z' : null;
      return { status: 200, body: { result: member } };
    }
    if (method === 'PUT' && /^\/admin\/api\/manage\/staff\/\d+\/password$/.test(path)) {
      return { status: 200, body: { message: 'The new password is set and their sessions have ended.' } };
    }
    return undefined;
  });
  cleanup = view.cleanup;
  return view;
}

const rowOf = async (name: string) =>
  within(await screen.findByRole('table'))
    .getByText(name)
    .closest('tr')!;

describe('the staff screen', () => {
  it("shows each colleague's state, address and every action, named for them", async () => {
    openStaff();
    const layla = await rowOf('Layla Editor');
    const [person, email, role, added, actions, ...more] = within(layla).getAllByRole('cell');
    expect(more).toEqual([]);
    expect(person).toHaveTextContent(/^LELayla Editor Active$/);
    expect(email).toHaveTextContent(/^layla@gallery\.test$/);
    expect(within(role!).getByRole('combobox', { name: 'Role of Layla Editor' })).toHaveValue('editor');
    expect(added).toHaveTextContent(/^5 Jan 2026$/);
    expect(within(actions!).getAllByRole('button')).toHaveLength(3);
    for (const [name, title] of [
      ['Set password Layla Editor', 'Set password'],
      ['Disable Layla Editor', undefined],
      ['Remove Layla Editor', 'Remove'],
    ] as const) {
      const button = within(layla).getByRole('button', { name });
      expect(button).toBeEnabled();
      if (title) expect(button).toHaveAttribute('title', title);
    }
    // Your own account's actions are there too, but not for you to use.
    const mine = await rowOf(owner.name);
    for (const action of ['Set password', 'Disable', 'Remove'])
      expect(within(mine).getByRole('button', { name: `${action} ${owner.name}` })).toBeDisabled();
  });

  it("changes a colleague's role from the list, never the owner's own", async () => {
    const view = openStaff();
    const user = userEvent.setup();
    const layla = await rowOf('Layla Editor');
    expect(within(await rowOf(owner.name)).queryByRole('combobox')).toBeNull();

    await user.selectOptions(within(layla).getByRole('combobox', { name: 'Role of Layla Editor' }), 'owner');
    expect(await screen.findByText('Layla Editor is now an owner.')).toBeInTheDocument();
    expect(view.calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/admin/api/manage/staff/2',
      body: { role: 'owner' },
    });
    await waitFor(() =>
      expect(within(layla).getByRole('combobox', { name: 'Role of Layla Editor' })).toHaveValue('owner'),
    );
  });

  it('disables an account after confirming, and enables it again', async () => {
    const view = openStaff();
    const user = userEvent.setup();
    const layla = await rowOf('Layla Editor');
    expect(within(layla).getByText('Active')).toBeInTheDocument();
    expect(within(await rowOf(owner.name)).getByRole('button', { name: `Disable ${owner.name}` })).toBeDisabled();

    await user.click(within(layla).getByRole('button', { name: 'Disable Layla Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Layla Editor?' });
    expect(dialog).toHaveTextContent('layla@gallery.test will be signed out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('Layla Editor is disabled and has been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(layla).findByText('Disabled')).toBeInTheDocument();

    await user.click(within(layla).getByRole('button', { name: 'Enable Layla Editor' }));
    expect(await screen.findByText('Layla Editor can sign in again.')).toBeInTheDocument();
    expect(view.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { disabled: true },
      { disabled: false },
    ]);
  });

  it("shows the server's refusal, such as keeping the last active owner", async () => {
    openStaff(({ method }) =>
      method === 'PATCH'
        ? {
            status: 409,
            body: {
              message: 'The gallery must keep at least one active owner.',
              errors: [{ field: 'disabled', message: 'would leave the gallery without an active owner' }],
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(within(await rowOf('Layla Editor')).getByRole('button', { name: 'Disable Layla Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Layla Editor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The gallery must keep at least one active owner.',
    );
  });

  it('sets a new password for a colleague in a dialog, showing what the server refuses', async () => {
    let refuse = true;
    const view = openStaff(({ method }) => {
      if (method !== 'PUT' || !refuse) return undefined;
      refuse = false;
      return {
        status: 400,
        body: {
          message: 'password: must be at least 10 characters',
          errors: [{ field: 'password', message: 'must be at least 10 characters' }],
        },
      };
    });
    const user = userEvent.setup();
    await user.click(within(await rowOf('Layla Editor')).getByRole('button', { name: 'Set password Layla Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password for Layla Editor' });
    const field = within(dialog).getByLabelText('New password');
    await user.type(field, 'a-new-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    // The server's refusal beside the field, in the words of its hint.
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/^At least 10 characters\./);

    await user.clear(field);
    await user.type(field, 'a-much-longer-password');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Layla Editor has a new password and has been signed out.')).toBeInTheDocument();
    expect(view.calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/admin/api/manage/staff/2/password', { password: 'a-new-pass' }],
      ['/admin/api/manage/staff/2/password', { password: 'a-much-longer-password' }],
    ]);
  });

  it('adds a staff member, showing a refusal beside its field and naming it for screen readers', async () => {
    let refuse = true;
    const view = openStaff(({ method, path, body }) => {
      if (method !== 'POST' || path !== '/admin/api/manage/staff') return undefined;
      if (refuse) {
        refuse = false;
        return {
          status: 409,
          body: { message: 'email: is already used', errors: [{ field: 'email', message: 'is already used' }] },
        };
      }
      return {
        status: 200,
        body: { result: account({ id: 3, role: 'editor', ...(body as { name: string; email: string }) }) },
      };
    });
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a staff member' });
    await user.type(within(dialog).getByLabelText('Name'), 'Salim Curator');
    const email = within(dialog).getByLabelText('E-mail');
    await user.type(email, 'layla@gallery.test');
    await user.type(within(dialog).getByLabelText('Password'), 'a-long-enough-password');
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));

    expect(await within(dialog).findByText('is already used')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('is already used');

    await user.clear(email);
    await user.type(email, 'salim@gallery.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));
    expect(await screen.findByText('Salim Curator can now sign in to the back office.')).toBeInTheDocument();
    expect(view.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: 'Salim Curator', email: 'layla@gallery.test', role: 'editor', password: 'a-long-enough-password' },
      { name: 'Salim Curator', email: 'salim@gallery.test', role: 'editor', password: 'a-long-enough-password' },
    ]);
  });

  it('checks a new staff member in the form, every problem beside its field, before sending anything', async () => {
    const view = openStaff(() => undefined);
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a staff member' });
    await user.type(within(dialog).getByLabelText('E-mail'), 'salim-at-gallery');
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));

    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(view.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
