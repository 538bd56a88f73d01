import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { mockApi, renderWithProviders } from '#web/lib/test-utils.tsx';
import LoginRegisterPage, { safeRedirect } from './login-register.tsx';
import deAccount from '../../../../public/locales/de/account.json';
import deCommon from '../../../../public/locales/de/common.json';

vi.mock('#web/lib/toast.ts', () => ({ notify: vi.fn(), requestToasts: vi.fn(), useToastsRequested: () => false }));

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(route: string, language = 'en') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login-register" element={<LoginRegisterPage />} />
        <Route path="*" element={<p>landed</p>} />
      </Routes>
      <Where />
    </>,
    { route, language },
  );
}

const reem = { id: 9, email: 'reem@example.om', first_name: 'Reem', last_name: 'Al Said', phone: null };
const refusal =
  (status: number, message: string, errors: { field: string; message: string }[] = []) =>
  () => ({ status, body: { message, errors } });

describe('/login-register', { timeout: 20_000 }, () => {
  it('opens the register form with ?type=register, and login otherwise', () => {
    renderAt('/login-register?type=register');
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login-register');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('aria-current', 'page');
  });

  it("logs in with this browser's cart session, keeps the profile without the token and goes to /my-account", async () => {
    const { calls } = mockApi({
      'POST user/login': {
        message: 'You have successfully logged in.',
        result: { ...reem, user_token: 'secret-token-abcdefghijklmnopqrstuvwxyz' },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { store } = renderAt('/login-register');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'reem@example.om');
    await user.type(screen.getByLabelText('Password'), 'Qurum-Beach-2031');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/my-account'));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: 'user/login',
      body: { email: 'reem@example.om', password: 'Qurum-Beach-2031', session_id: localStorage.getItem('sessionId') },
    });
    expect(store.getState().auth.user).toEqual(reem);
  });

  it('goes back to the page the visitor came from', async () => {
    mockApi({
      'POST user/login': { message: 'ok', result: { ...reem, user_token: 'secret-token-abcdefghijklmnopqrstuvwxyz' } },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/login-register?redirect=%2Fcheckout');
    expect(screen.getByText('Please log in to continue.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'reem@example.om');
    await user.type(screen.getByLabelText('Password'), 'Qurum-Beach-2031');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/checkout'));
  });

  it('says so for a wrong password and for too many attempts', async () => {
    let answer = refusal(401, 'Wrong e-mail or password.');
    mockApi({ 'POST user/login': () => answer() });
    const user = userEvent.setup({ delay: null });
    const { store } = renderAt('/login-register');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'reem@example.om');
    await user.type(screen.getByLabelText('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong e-mail or password.')).toBeInTheDocument();
    answer = refusal(429, 'Too many failed attempts for this account. Try again in 15 minutes or reset your password.');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText(
        'Too many failed attempts for this account. Try again in 15 minutes or reset your password.',
      ),
    ).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
  });

  it('checks the register form, shows the server refusals, and then offers the login', async () => {
    let answer: () => { status: number; body: unknown } = refusal(
      409,
      'An account with this e-mail address already exists.',
      [{ field: 'email', message: 'is already registered' }],
    );
    const { calls } = mockApi({ 'POST user/register': () => answer() });
    const user = userEvent.setup({ delay: null });
    renderAt('/login-register?type=register');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    // First name, last name and an empty e-mail alike: required, not "not a valid address".
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Reem');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Al Said');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'reem@example.om');
    await user.type(screen.getByLabelText('Password'), 'Qurum-Beach-2031');
    await user.type(screen.getByLabelText('Repeat the password'), 'Qurum-Beach-2032');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Repeat the password'));
    await user.type(screen.getByLabelText('Repeat the password'), 'Qurum-Beach-2031');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText('An account with this e-mail address already exists. Log in, or reset your password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');

    answer = refusal(400, 'password: is one of the most common passwords: choose one that is harder to guess', [
      { field: 'password', message: 'is one of the most common passwords: choose one that is harder to guess' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText('This is one of the most common passwords. Please choose one that is harder to guess.'),
    ).toBeInTheDocument();

    answer = () => ({
      status: 200,
      body: {
        message:
          'Thank you. We have sent a message to this e-mail address: if it is new to us, your account is ready and you can log in now.',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText(
        'Thank you. We have sent a message to this e-mail address: if it is new to us, your account is ready and you can log in now.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('reem@example.om');
    expect(calls.at(-1)!.body).toEqual({
      first_name: 'Reem',
      last_name: 'Al Said',
      email: 'reem@example.om',
      password: 'Qurum-Beach-2031',
    });
  });

  it('shows the server’s refusal of the password beside it in the visitor’s language (German)', async () => {
    mockApi({
      'POST user/register': refusal(
        400,
        'password: is one of the most common passwords: choose one that is harder to guess',
        [{ field: 'password', message: 'is one of the most common passwords: choose one that is harder to guess' }],
      ),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/login-register?type=register', 'de');
    const words = deAccount.fields;
    await user.type(screen.getByRole('textbox', { name: words.firstName }), 'Reem');
    await user.type(screen.getByRole('textbox', { name: words.lastName }), 'Al Said');
    await user.type(screen.getByRole('textbox', { name: words.email }), 'reem@example.om');
    await user.type(screen.getByLabelText(words.password), 'Qurum-Beach-2031');
    await user.type(screen.getByLabelText(words.confirmPassword), 'Qurum-Beach-2031');
    await user.click(screen.getByRole('button', { name: deAccount.register.submit }));
    expect(await screen.findByText(deCommon.validation.commonPassword)).toBeInTheDocument();
    expect(screen.getByLabelText(words.password)).toHaveAttribute('aria-invalid', 'true');
    expect(document.body.textContent).not.toMatch(/most common/);
  });

  it('says beside the phone when it is not a phone number, sending nothing, and sends a good one', async () => {
    const { calls } = mockApi({
      'POST user/register': {
        message:
          'Thank you. We have sent a message to this e-mail address: if it is new to us, your account is ready and you can log in now.',
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/login-register?type=register');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Alice');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'A');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'alice@example.com');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, 'not a phone!');
    await user.type(screen.getByLabelText('Password'), 'Qurum-Beach-2031');
    await user.type(screen.getByLabelText('Repeat the password'), 'Qurum-Beach-2031');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Please enter a phone number, such as +968 9123 4567.');
    expect(phone).toHaveValue('not a phone!');
    expect(calls).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '+968 9123 4567');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText(
        'Thank you. We have sent a message to this e-mail address: if it is new to us, your account is ready and you can log in now.',
      ),
    ).toBeInTheDocument();
    expect(calls.at(-1)!.body).toMatchObject({ email: 'alice@example.com', phone: '+968 9123 4567' });
  });

  it('sends a reset link for a forgotten password, and sets a new one from the link', async () => {
    const { calls } = mockApi({
      'POST user/forgotPassword': { message: 'If an account exists ...' },
      'POST user/resetPassword': { message: 'Your password has been reset.' },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/login-register');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'reem@example.om');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('reem@example.om');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/we have sent a link to reset its password/)).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ email: 'reem@example.om' });
  });

  it('shows the new-password form for ?reset=<token>', async () => {
    const token = 'A'.repeat(43);
    const { calls } = mockApi({ 'POST user/resetPassword': { message: 'Your password has been reset.' } });
    const user = userEvent.setup({ delay: null });
    renderAt(`/login-register?reset=${token}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Nizwa-Fort-1650');
    await user.type(screen.getByLabelText('Repeat the password'), 'Nizwa-Fort-1650');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(
      await screen.findByText('Your password has been reset. Please log in with your new password.'),
    ).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ token, password: 'Nizwa-Fort-1650' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/login-register$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it('only ever sends the visitor on to a page of this site', () => {
    expect(safeRedirect('/checkout')).toBe('/checkout');
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
