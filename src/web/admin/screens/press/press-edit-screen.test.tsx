import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { owner, renderAdmin, type FakeCall } from '../../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function openNewArticle(answer: (body: unknown) => { status: number; body?: unknown }) {
  const view = renderAdmin('/press/new', ({ method, path, body }: FakeCall) => {
    if (path === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
    if (method === 'POST' && path === '/admin/api/manage/press') return answer(body);
    return undefined;
  });
  cleanup = view.cleanup;
  return view;
}

const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST');

describe('the press article form', { timeout: 30_000 }, () => {
  it('checks the fields with the API’s schema before sending, in the back office’s words', async () => {
    const view = openNewArticle(() => ({ status: 500 }));
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'New press article', level: 1 });
    await user.type(screen.getByLabelText('Article title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add article' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Article title')).toHaveAccessibleDescription('This field is required.'),
    );
    expect(screen.getByLabelText('Article title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Press name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByText('2 fields need your attention')).toBeInTheDocument();
    expect(posts(view.calls)).toHaveLength(0);

    // Checked again as it changes, once a save was tried.
    await user.type(screen.getByLabelText('Press name'), 'Muscat Daily');
    await waitFor(() => expect(screen.getByLabelText('Press name')).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByText('One field needs your attention')).toBeInTheDocument();
  });

  it('sends the trimmed body and shows the server’s field errors beside the fields', async () => {
    const view = openNewArticle(() => ({
      status: 400,
      body: {
        message: 'press_name: must be at most 120 characters',
        errors: [{ field: 'press_name', message: 'must be at most 120 characters' }],
      },
    }));
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'New press article', level: 1 });
    await user.type(screen.getByLabelText('Article title'), '  Colours of the Hajar  ');
    await user.type(screen.getByLabelText('Press name'), 'Muscat Daily');
    await user.click(screen.getByRole('button', { name: 'Add article' }));

    await waitFor(() => expect(posts(view.calls)).toHaveLength(1));
    expect(posts(view.calls)[0]!.body).toMatchObject({
      article_title: 'Colours of the Hajar',
      press_name: 'Muscat Daily',
      image_id: null,
      press_logo_id: null,
      pdf_id: null,
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Press name')).toHaveAccessibleDescription('Keep this to 120 characters or fewer.'),
    );
    expect(screen.getByText('One field needs your attention')).toBeInTheDocument();
    // The refusal stands beside its field while another field changes, until the next save.
    await user.type(screen.getByLabelText('Article title'), '!');
    expect(screen.getByLabelText('Press name')).toHaveAttribute('aria-invalid', 'true');
  });
});
