import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { owner, renderAdmin, type FakeCall } from '../../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST');

describe('the exhibition form', { timeout: 30_000 }, () => {
  it('saves a new exhibition as a draft when “Published on the storefront” is unticked', async () => {
    const view = renderAdmin('/exhibitions/new', ({ method, path }: FakeCall) => {
      if (path === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
      if (method === 'POST' && path === '/admin/api/manage/exhibitions') return { status: 500 };
      return undefined;
    });
    cleanup = view.cleanup;
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'New exhibition', level: 1 });
    const published = screen.getByRole('checkbox', { name: /^Published on the storefront/ });
    expect(published).toBeChecked();
    await user.type(screen.getByLabelText('Title'), 'Winter Salon');
    await user.type(screen.getByLabelText(/^Opens/), '2027-01-10');
    await user.type(screen.getByLabelText(/^Closes/), '2027-02-10');
    await user.click(published);
    expect(published).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add exhibition' }));
    await waitFor(() => expect(posts(view.calls)).toHaveLength(1));
    expect(posts(view.calls)[0]!.body).toMatchObject({ title: 'Winter Salon', published: false });
  });
});
