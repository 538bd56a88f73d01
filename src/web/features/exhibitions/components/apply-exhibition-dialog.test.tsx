import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '#web/lib/toast.ts';
import { json, renderGallery, stubApi, type SeenRequest } from '#tests/setup/gallery-web.tsx';
import { ApplyExhibitionDialog } from './apply-exhibition-dialog.tsx';
import arGallery from '../../../../../public/locales/ar/gallery.json';

vi.mock('#web/lib/toast.ts', () => ({ notify: vi.fn(), requestToasts: vi.fn(), useToastsRequested: () => false }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'dunes.png', { type: 'image/png' });

async function openDialog() {
  const user = userEvent.setup();
  renderGallery(
    <ApplyExhibitionDialog
      exhibitionTitle="Patterns of Belonging"
      exhibitionSlug="patterns-of-belonging-layla-haddad"
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Apply Exhibition' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply Exhibition' });
  return { user, dialog };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Noor Al-Mashani');
  await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'noor@example.com');
  await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '+968 9123 4567');
  await user.type(within(dialog).getByRole('textbox', { name: 'About you and your work' }), 'Watercolours of Dhofar.');
  await user.type(within(dialog).getByRole('textbox', { name: 'Name of the painting' }), 'Khareef Morning');
  await user.upload(within(dialog).getByLabelText(/^Painting/), png());
}

describe('Apply Exhibition dialog', () => {
  it('opens from the button with the exhibition title in a read-only exhibition_id field, focus inside', async () => {
    stubApi(() => json({}));
    const { dialog } = await openDialog();
    const exhibition = within(dialog).getByRole('textbox', { name: 'Exhibition' });
    expect(exhibition).toHaveValue('Patterns of Belonging');
    expect(exhibition).toHaveAttribute('readonly');
    expect(exhibition).toHaveAttribute('name', 'exhibition_id');
    // The dialog moves focus in an effect, which runs after the dialog is painted.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveFocus());
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText(/^Painting/)).toHaveAttribute('name', 'painting_upload');
    expect(within(dialog).getByLabelText(/^Portfolio/)).toHaveAttribute('name', 'upload_portfolio');
  });

  it('names every missing required field and sends nothing', async () => {
    const seen = stubApi(() => json({ message: 'ok' }));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    for (const message of [
      'Please enter your full name.',
      'Please enter your e-mail address.',
      'Please enter your mobile number.',
      'Please tell us about yourself and your work.',
      'Please choose the file of your painting.',
      'Please enter the name of the painting.',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    expect(within(dialog).queryByText(/Portfolio must/)).not.toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('refuses an e-mail and a mobile number that cannot be right', async () => {
    stubApi(() => json({ message: 'ok' }));
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog);
    await user.clear(within(dialog).getByRole('textbox', { name: 'E-mail' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'noor-at-example');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Mobile number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), 'call me');
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(
      within(dialog).getByText('Please enter a valid e-mail address, such as name@example.com.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^Please enter a phone number/)).toBeInTheDocument();
  });

  it("sends the fields and the painting as multipart/form-data, toasts 'Exhibition applied successfully.' and closes", async () => {
    const seen = stubApi(() => json({ message: 'Thank you, your application has been received.' }));
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Exhibition applied successfully.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply Exhibition' })).toHaveFocus());

    const request = seen[0] as SeenRequest & { body: FormData };
    expect(request.path).toBe('apply_exhibitions');
    expect(request.method).toBe('POST');
    expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.fromEntries([...request.body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      // The field shows the title; the slug is sent, one exhibition in every language (ADR 008).
      exhibition_id: 'patterns-of-belonging-layla-haddad',
      artist_name: 'Noor Al-Mashani',
      artist_email: 'noor@example.com',
      artist_mobile: '+968 9123 4567',
      artist_description: 'Watercolours of Dhofar.',
      painting_name: 'Khareef Morning',
    });
    // A file part (jsdom's File crosses into Node's fetch, so only its type is compared).
    expect(request.body.get('painting_upload')).toMatchObject({ type: 'image/png' });
    // An empty optional file input is left out rather than sent as an empty part.
    expect(request.body.has('upload_portfolio')).toBe(false);
  });

  it("toasts 'Failed to update Apply Exhibition.' when the answer's message is empty", async () => {
    stubApi(() => json({ message: '' }));
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Failed to update Apply Exhibition.'));
    expect(notify).not.toHaveBeenCalledWith('success', expect.anything());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("toasts 'Error while Apply Exhibition : ' with the server's error, shows it beside the field and stays open", async () => {
    stubApi(() =>
      json(
        {
          message: 'painting_upload: must be a JPEG, PNG, WebP or TIFF image, or a PDF',
          errors: [{ field: 'painting_upload', message: 'must be a JPEG, PNG, WebP or TIFF image, or a PDF' }],
        },
        400,
      ),
    );
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'Error while Apply Exhibition : painting_upload: must be a JPEG, PNG, WebP or TIFF image, or a PDF',
      ),
    );
    expect(
      within(dialog).getByText('The painting must be a JPEG, PNG, WebP or TIFF image, or a PDF.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Painting/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("toasts 'Error while Apply Exhibition : ' with the failure when the request does not get through", async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Error while Apply Exhibition : TypeError: Failed to fetch'),
    );
  });

  it('closes on Close, on the header close (×) and on Escape, giving focus back to the button', async () => {
    stubApi(() => json({}));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Apply Exhibition' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Apply Exhibition' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close the application form' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal of a file beside its field in the visitor’s language (Arabic)', async () => {
    stubApi(() =>
      json(
        {
          message: 'painting_upload: must be a JPEG, PNG, WebP or TIFF image, or a PDF',
          errors: [{ field: 'painting_upload', message: 'must be a JPEG, PNG, WebP or TIFF image, or a PDF' }],
        },
        400,
      ),
    );
    const words = arGallery.apply;
    const user = userEvent.setup();
    renderGallery(
      <ApplyExhibitionDialog
        exhibitionTitle="Patterns of Belonging"
        exhibitionSlug="patterns-of-belonging-layla-haddad"
      />,
      { language: 'ar' },
    );
    await user.click(screen.getByRole('button', { name: words.button }));
    const dialog = await screen.findByRole('dialog', { name: words.title });
    await user.type(within(dialog).getByRole('textbox', { name: words.fields.artist_name }), 'نور المعشني');
    await user.type(within(dialog).getByRole('textbox', { name: words.fields.artist_email }), 'noor@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: words.fields.artist_mobile }), '+968 9123 4567');
    await user.type(within(dialog).getByRole('textbox', { name: words.fields.artist_description }), 'ألوان مائية.');
    await user.type(within(dialog).getByRole('textbox', { name: words.fields.painting_name }), 'صباح الخريف');
    await user.upload(within(dialog).getByLabelText(new RegExp(`^${words.fields.painting_upload}`)), png());
    await user.click(within(dialog).getByRole('button', { name: words.submit }));
    expect(await within(dialog).findByText(words.errors.paintingType)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(new RegExp(`^${words.fields.painting_upload}`))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(dialog.textContent).not.toMatch(/must be/);
  });
});
