import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { editor, renderAdmin } from '../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe('changing my own password', () => {
  it('is reached from the top bar by any staff member and needs the current password', async () => {
    const view = renderAdmin('/', ({ method, path, body }) => {
      if (path === '/admin/api/manage/session') return { status: 200, body: { result: editor } };
      if (method === 'PUT' && path === '/admin/api/manage/staff/me/password') {
        if ((body as { current_password: string }).current_password !== 'editor-password-1') {
          return {
            status: 400,
            body: {
              message: 'current_password: is not your current password',
              errors: [{ field: 'current_password', message: 'is not your current password' }],
            },
          };
        }
        return { status: 200, body: { message: 'Your password has been changed. Your other sessions have ended.' } };
      }
      return undefined;
    });
    cleanup = view.cleanup;
    const user = userEvent.setup();

    await user.click(
      within(await screen.findByRole('banner')).getByRole('link', { name: 'Your account: Omar Editor (Editor)' }),
    );
    expect(await screen.findByRole('heading', { name: 'Your account', level: 1 })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/account');

    const current = screen.getByLabelText('Current password');
    const next = screen.getByLabelText('New password');
    const again = screen.getByLabelText('New password again');
    await user.type(current, 'wrong-password');
    await user.type(next, 'my-next-password');
    await user.type(again, 'my-next-passwrod');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(await screen.findByText('does not match the new password')).toBeInTheDocument();
    expect(again).toHaveAccessibleDescription('does not match the new password');
    expect(view.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(again);
    await user.type(again, 'my-next-password');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(await screen.findByText('is not your current password')).toBeInTheDocument();
    expect(current).toHaveAccessibleDescription('is not your current password');

    await user.clear(current);
    await user.type(current, 'editor-password-1');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(
      await screen.findByText('Your password has been changed. Your other sessions have ended.'),
    ).toBeInTheDocument();
    expect(current).toHaveValue('');
    expect(view.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { current_password: 'wrong-password', password: 'my-next-password' },
      { current_password: 'editor-password-1', password: 'my-next-password' },
    ]);
  });
});
