import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { loggedIn } from '#web/lib/state/auth-slice.ts';
import { notify } from '#web/lib/toast.ts';
import { mockApi, renderWithProviders } from '#web/lib/test-utils.tsx';
import { AccountMenu } from './account-menu.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notify: vi.fn(), requestToasts: vi.fn(), useToastsRequested: () => false }));

afterEach(() => vi.unstubAllGlobals());

function page() {
  return (
    <>
      <AccountMenu />
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/about" element={<p>about page</p>} />
      </Routes>
    </>
  );
}

describe('account dropdown', () => {
  it('offers Login and Register to a visitor', async () => {
    const user = userEvent.setup();
    renderWithProviders(page(), { route: '/about' });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login-register');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/login-register?type=register');
  });

  it('is reachable and usable from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(page(), { route: '/about' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveFocus();
  });

  it("offers 'my account' and Logout once logged in; Logout says so and goes home", async () => {
    const { calls } = mockApi({ 'POST user/logout': { message: 'Logged out' } });
    const user = userEvent.setup();
    const { store } = renderWithProviders(page(), { route: '/about' });
    store.dispatch(
      loggedIn({ id: 1, email: 'reem@example.om', first_name: 'Reem', last_name: 'Al-Said', phone: null }),
    );
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/my-account');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByText('home page')).toBeInTheDocument());
    expect(notify).toHaveBeenCalledWith('success', 'You have successfully logged out.');
    expect(store.getState().auth.user).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['user/logout']);
  });
});
