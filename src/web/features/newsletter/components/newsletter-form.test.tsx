import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '#web/lib/test-utils.tsx';
import { NewsletterForm, canSubmitEmail } from './newsletter-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('newsletter sign-up', () => {
  it('accepts only a value with an @', () => {
    expect(canSubmitEmail('collector@example.om')).toBe(true);
    expect(canSubmitEmail('collector.example.om')).toBe(false);
    expect(canSubmitEmail('')).toBe(false);
  });

  it('does nothing when the address has no @', async () => {
    const { calls } = mockApi({ 'POST newsletter': { result: 'success', msg: 'ok' } });
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(screen.getByLabelText('Your e-mail address'), 'collector.example.om');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(calls).toEqual([]);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('posts {EMAIL} and shows the success message in green', async () => {
    const { calls } = mockApi({ 'POST newsletter': { result: 'success', msg: 'Thank you for subscribing!' } });
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(screen.getByLabelText('Your e-mail address'), 'collector@example.om');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const message = await screen.findByText('Thank you! You are on the list.');
    expect(message).toHaveClass('newsletter__success');
    expect(calls).toEqual([{ method: 'POST', path: 'newsletter', body: { EMAIL: 'collector@example.om' } }]);
    expect(screen.getByLabelText('Your e-mail address')).toHaveValue('');
  });

  it('shows a refusal as an error with its message', async () => {
    mockApi({
      'POST newsletter': () => ({
        status: 400,
        body: {
          message: 'EMAIL: must be a valid e-mail address',
          errors: [{ field: 'EMAIL', message: 'must be a valid e-mail address' }],
          result: 'error',
          msg: 'EMAIL: must be a valid e-mail address',
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(screen.getByLabelText('Your e-mail address'), 'a@b');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const message = await screen.findByText('Please enter a valid e-mail address.');
    expect(message).toHaveClass('newsletter__error');
    expect(screen.getByLabelText('Your e-mail address')).toHaveValue('a@b');
  });

  it('says so when the address was already on the list', async () => {
    mockApi({ 'POST newsletter': { result: 'success', msg: 'You are already subscribed.' } });
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(screen.getByLabelText('Your e-mail address'), 'collector@example.om');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('You are already on the list. Thank you!')).toHaveClass('newsletter__success');
  });
});
