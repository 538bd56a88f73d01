import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderGallery, stubApi } from '#tests/setup/gallery-web.tsx';
import { EnquiryButton } from './enquiry-button.tsx';

afterEach(() => vi.unstubAllGlobals());

async function openDialog(options: { similar?: boolean; language?: string } = {}) {
  const user = userEvent.setup();
  renderGallery(<EnquiryButton artwork={{ id: 42, name: 'Dunes at Dusk' }} similar={options.similar ?? false} />, {
    language: options.language ?? 'en',
  });
  const name = options.language === 'ar' ? 'استفسر عن هذا العمل' : /Enquire about (this|similar)/;
  await user.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('the enquiry dialog', () => {
  it('sends the enquiry with the work attached and thanks the visitor in the dialog', async () => {
    const seen = stubApi(() => json({ message: 'Thank you for your enquiry.' }));
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName('Enquire about this work');
    expect(dialog).toHaveTextContent('Ask us about “Dunes at Dusk”');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Your name' })).toHaveFocus());
    await user.type(within(dialog).getByRole('textbox', { name: 'Your name' }), 'Huda Al Harthy');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'huda@example.om');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Is the frame included?');
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you. We have your enquiry');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: 'enquiry' });
    expect(seen[0]!.body).toEqual({
      product_id: 42,
      name: 'Huda Al Harthy',
      email: 'huda@example.om',
      phone: '',
      message: 'Is the frame included?',
    });
  });

  it('asks about similar works for a sold work', async () => {
    const seen = stubApi(() => json({ message: 'ok' }));
    const { user, dialog } = await openDialog({ similar: true });
    expect(dialog).toHaveAccessibleName('Enquire about similar works');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your name' }), 'Salim');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'salim@example.om');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Anything like it in blue?');
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    await within(dialog).findByRole('status');
    expect(seen[0]!.body).toMatchObject({ product_id: 42, similar: true });
  });

  it('names each wrong field beside it, in the visitor’s language, before and after the server answers', async () => {
    let refuse = true;
    const seen = stubApi(() =>
      refuse
        ? json(
            {
              message: 'phone: must be a phone number',
              errors: [{ field: 'phone', message: 'must be a phone number such as +968 9123 4567' }],
            },
            400,
          )
        : json({ message: 'ok' }),
    );
    const { user, dialog } = await openDialog({ language: 'ar' });
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الاستفسار' }));
    const name = within(dialog).getByRole('textbox', { name: 'اسمك' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(seen).toHaveLength(0);
    expect(dialog.textContent).not.toMatch(/is required/);

    await user.type(name, 'هدى');
    await user.type(within(dialog).getByRole('textbox', { name: 'البريد الإلكتروني' }), 'huda@example.om');
    await user.type(within(dialog).getByRole('textbox', { name: 'رسالتك' }), 'هل الإطار مشمول؟');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الاستفسار' }));
    const phone = within(dialog).getByRole('textbox', { name: 'الهاتف' });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(dialog.textContent).not.toMatch(/must be/);
    expect(seen).toHaveLength(1);
    refuse = false;
  });
});
