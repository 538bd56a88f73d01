import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EnquiryDetail } from '#shared/api/manage.ts';
import { editor, renderAdmin } from '../../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const huda: EnquiryDetail = {
  id: 7,
  artwork_id: 12,
  artwork_name: 'Dunes at Dusk',
  artwork_slug: 'dunes-at-dusk',
  artwork_url: 'http://gallery.test/arts/dunes-at-dusk',
  artwork_thumbnail: '/media/dunes-320.webp',
  similar: false,
  name: 'Huda Al Harthy',
  email: 'huda@example.om',
  phone: '+968 9123 4567',
  message: 'Is the frame included?',
  language: 'ar',
  status: 'open',
  answered_at: null,
  closed_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  replies: [],
};

describe('enquiries in the back office', () => {
  it('lists enquiries with their work and filters the open ones', async () => {
    const { replies: _replies, ...row } = huda;
    const salim = { ...row, id: 8, name: 'Salim', similar: true, artwork_name: 'Harbour Light', status: 'answered' };
    const view = renderAdmin('/enquiries', ({ path }) => {
      if (path === '/admin/api/manage/session') return { status: 200, body: { result: editor } };
      if (path.startsWith('/admin/api/manage/enquiries?')) {
        const open = path.includes('status=open');
        const result = open ? [row] : [row, salim];
        return { status: 200, body: { result, page: 1, per_page: 25, total: result.length, open: 1 } };
      }
      return undefined;
    });
    cleanup = view.cleanup;
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Huda Al Harthy');
    expect(rows[0]).toHaveTextContent('Dunes at Dusk');
    expect(rows[0]).toHaveTextContent('Open');
    expect(rows[1]).toHaveTextContent('Works like “Harbour Light”');
    expect(within(rows[0]!).getByRole('link', { name: /Huda Al Harthy/ })).toHaveAttribute('href', '/enquiries/7');
    // A visitor's words keep their own direction, e.g. English in the Arabic back office.
    expect(within(rows[0]!).getByText('Is the frame included?')).toHaveAttribute('dir', 'auto');

    await userEvent.click(within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name: /^Open/ }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(view.calls.some((c) => c.path.includes('status=open'))).toBe(true);
  });

  it('shows the work attached, checks the answer with the shared schema, sends it and shows the server’s refusal beside the field', async () => {
    let current = huda;
    let refuse = false;
    const view = renderAdmin('/enquiries/7', ({ method, path, body }) => {
      if (path === '/admin/api/manage/session') return { status: 200, body: { result: editor } };
      if (method === 'GET' && path === '/admin/api/manage/enquiries/7')
        return { status: 200, body: { result: current } };
      if (method === 'POST' && path === '/admin/api/manage/enquiries/7/reply') {
        if (refuse)
          return {
            status: 400,
            body: {
              message: 'message: must be at most 5000 characters',
              errors: [{ field: 'message', message: 'must be at most 5000 characters' }],
            },
          };
        const { message } = body as { message: string };
        current = {
          ...current,
          status: 'answered',
          answered_at: '2026-11-20T11:00:00.000Z',
          replies: [{ id: 1, message, staff_name: editor.name, mail_id: 31, created_at: '2026-11-20T11:00:00.000Z' }],
        };
        return { status: 200, body: { result: current } };
      }
      if (method === 'PATCH' && path === '/admin/api/manage/enquiries/7') {
        current = { ...current, status: 'closed', closed_at: '2026-11-20T12:00:00.000Z' };
        return { status: 200, body: { result: current } };
      }
      return undefined;
    });
    cleanup = view.cleanup;
    const work = await screen.findByTestId('enquiry-work');
    expect(work).toHaveTextContent('Dunes at Dusk');
    expect(within(work).getByRole('link', { name: 'Open in the back office' })).toHaveAttribute('href', '/artworks/12');
    expect(screen.getByText('Is the frame included?')).toHaveAttribute('dir', 'auto');
    // A phone number reads left to right in Arabic too.
    expect(screen.getByText('+968 9123 4567')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/Sent by e-mail in Arabic/)).toBeInTheDocument();

    const send = screen.getByRole('button', { name: 'Send the answer' });
    await userEvent.click(send);
    expect(await screen.findByText('is required')).toBeInTheDocument();
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);

    refuse = true;
    await userEvent.type(screen.getByLabelText('Your answer'), 'Yes, framed in walnut.');
    await userEvent.click(send);
    expect(await screen.findByText('must be at most 5000 characters')).toBeInTheDocument();

    refuse = false;
    await userEvent.click(send);
    expect(await screen.findByText('Your answer has been sent to huda@example.om.')).toBeInTheDocument();
    expect(view.calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ message: 'Yes, framed in walnut.' });
    expect(await screen.findByRole('link', { name: 'See the e-mail' })).toHaveAttribute('href', '/mail-outbox/31');
    expect(screen.getByLabelText('Your answer')).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Close the enquiry' }));
    expect(await screen.findByRole('button', { name: 'Open it again' })).toBeInTheDocument();
    expect(view.calls.find((c) => c.method === 'PATCH')!.body).toEqual({ closed: true });
  });
});
