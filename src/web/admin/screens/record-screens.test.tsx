import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManagedApplication } from '#shared/api/manage.ts';
import type { OutboxMail } from '../lib/types.ts';
import { owner, renderAdmin, type FakeCall } from '../test-utils.tsx';

/**
 * The two records the staff read but do not write: an artist's application and a mail of the
 * outbox. Both go through the edit pages' gate: a spinner, the record, "not found" with the way
 * back, or the failure with a retry.
 */

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const application: ManagedApplication = {
  id: 7,
  exhibition_id: 3,
  exhibition_title: 'Patterns of Belonging',
  exhibition_slug: 'patterns-of-belonging',
  exhibition_label: 'Patterns of Belonging',
  artist_name: 'Huda Al Lawati',
  artist_email: 'huda@example.om',
  artist_mobile: '+968 9000 1111',
  artist_description: 'I paint the harbour of Muttrah at dawn.',
  painting_name: 'Muttrah, First Light',
  status: 'new',
  painting: {
    id: 31,
    mime: 'image/jpeg',
    bytes: 2_400_000,
    original_name: 'muttrah.jpg',
    download_url: '/admin/api/manage/applications/7/files/31',
  },
  portfolio: null,
  created_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
};

const mail: OutboxMail = {
  id: 12,
  to_address: 'aisha@example.om',
  subject: 'Your order BAF-2026-000042',
  status: 'sent',
  error: null,
  created_at: '2026-11-21T10:00:00.000Z',
  sent_at: '2026-11-21T10:00:02.000Z',
  html: '<p>Thank you for your order.</p>',
  text: 'Thank you for your order.',
};

/** A fake server with one application and one mail; anything else is not found. */
function serve(options: { failing?: boolean } = {}) {
  let current = application;
  let asked = 0;
  return (call: FakeCall) => {
    if (call.path === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
    if (call.path === '/admin/api/manage/applications/7') {
      if (call.method === 'PATCH') {
        current = { ...current, ...(call.body as Pick<ManagedApplication, 'status'>) };
        return { status: 200, body: { result: current } };
      }
      asked += 1;
      if (options.failing && asked === 1) {
        return { status: 503, body: { message: 'The database is busy.', errors: [] } };
      }
      return { status: 200, body: { result: current } };
    }
    if (call.path === '/admin/api/manage/outbox/12') return { status: 200, body: { result: mail } };
    return undefined;
  };
}

describe('an application in the back office', () => {
  it('shows what the artist sent and moves the application along', async () => {
    const view = renderAdmin('/applications/7', serve());
    cleanup = view.cleanup;
    expect(await screen.findByRole('heading', { name: 'Application from Huda Al Lawati' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'huda@example.om' })).toHaveAttribute('href', 'mailto:huda@example.om');
    expect(screen.getByRole('link', { name: 'Patterns of Belonging' })).toHaveAttribute('href', '/exhibitions/3');
    expect(screen.getByText('I paint the harbour of Muttrah at dawn.')).toBeInTheDocument();
    expect(screen.getByText('Painting: Muttrah, First Light')).toBeInTheDocument();
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Application from Huda Al Lawati'));

    await userEvent.click(screen.getByRole('button', { name: 'Shortlisted' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Shortlisted/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(view.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'shortlisted' });
  });

  it('says so when the application does not exist, or the address names none', async () => {
    for (const path of ['/applications/99', '/applications/abc', '/applications/new']) {
      const view = renderAdmin(path, serve());
      expect(await screen.findByRole('heading', { name: 'This application does not exist.' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the applications' })).toHaveAttribute('href', '/applications');
      view.cleanup();
      view.unmount();
    }
  });

  it('offers a retry when the application could not be read', async () => {
    const view = renderAdmin('/applications/7', serve({ failing: true }));
    cleanup = view.cleanup;
    expect(await screen.findByText('The database is busy.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { name: 'Application from Huda Al Lawati' })).toBeInTheDocument();
  });
});

describe('a mail of the outbox', () => {
  it('shows the mail as the customer saw it, in a sandboxed frame, and as plain text', async () => {
    const view = renderAdmin('/mail-outbox/12', serve());
    cleanup = view.cleanup;
    expect(await screen.findByRole('heading', { name: 'Your order BAF-2026-000042' })).toBeInTheDocument();
    expect(screen.getByText('aisha@example.om')).toBeInTheDocument();
    const frame = screen.getByTitle('The e-mail “Your order BAF-2026-000042”');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Thank you for your order.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Plain text' }));
    expect(screen.getByRole('button', { name: 'Plain text' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Thank you for your order.')).toBeInTheDocument();
    expect(screen.queryByTitle('The e-mail “Your order BAF-2026-000042”')).not.toBeInTheDocument();
  });

  it('says so when the mail does not exist', async () => {
    const view = renderAdmin('/mail-outbox/404', serve());
    cleanup = view.cleanup;
    expect(await screen.findByRole('heading', { name: 'This e-mail does not exist.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the outbox' })).toHaveAttribute('href', '/mail-outbox');
  });
});
