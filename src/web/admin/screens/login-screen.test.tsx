import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { owner, renderAdmin, signedOut } from '../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe('signing in to the back office', () => {
  it('sends a visitor to the sign-in screen, shows a wrong password, then opens the page they asked for', async () => {
    let session: typeof owner | null = null;
    const view = renderAdmin('/staff', ({ method, path, body }) => {
      if (method === 'GET' && path === '/admin/api/manage/session')
        return session ? { status: 200, body: { result: session } } : signedOut;
      if (method === 'POST' && path === '/admin/api/manage/session') {
        const { password } = body as { password: string };
        if (password !== 'owner-password-1')
          return { status: 401, body: { message: 'Wrong e-mail or password.', errors: [] } };
        session = owner;
        return { status: 200, body: { result: owner } };
      }
      if (method === 'GET' && path === '/admin/api/manage/staff') {
        return { status: 200, body: { result: [{ ...owner, created_at: '2026-01-05T09:00:00.000Z' }] } };
      }
      return undefined;
    });
    cleanup = view.cleanup;
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('E-mail'), 'owner@gallery.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    expect(view.router.state.location.pathname).toBe('/login');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'owner-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Staff' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/staff');
    expect(await screen.findByText('owner@gallery.test')).toBeInTheDocument();
    expect(view.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { email: 'owner@gallery.test', password: 'wrong-password' },
      { email: 'owner@gallery.test', password: 'owner-password-1' },
    ]);
  });

  it('explains a rate limit', async () => {
    const message = 'Too many failed sign-in attempts. Please wait 14 minutes and try again.';
    const view = renderAdmin('/login', ({ method }) =>
      method === 'GET' ? signedOut : { status: 429, body: { message, errors: [] } },
    );
    cleanup = view.cleanup;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'owner@gallery.test');
    await user.type(screen.getByLabelText('Password'), 'anything');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Signing in is paused');
    expect(alert).toHaveTextContent(message);
  });

  it('shows the server being unreachable', async () => {
    const view = renderAdmin('/login', ({ method }) =>
      method === 'GET' ? signedOut : { status: 502, body: 'Bad gateway' },
    );
    cleanup = view.cleanup;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'owner@gallery.test');
    await user.type(screen.getByLabelText('Password'), 'anything');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'));
  });
});
