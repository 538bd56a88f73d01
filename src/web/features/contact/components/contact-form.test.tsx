import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderGallery, stubApi } from '#tests/setup/gallery-web.tsx';
import { ContactForm } from './contact-form.tsx';
import arCommon from '../../../../../public/locales/ar/common.json';
import arGallery from '../../../../../public/locales/ar/gallery.json';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Huda Al-Saadi');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'huda@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Commission');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Could Maryam paint our majlis wall?');
}

describe('Contact form', () => {
  it('sends name, e-mail, subject and message as JSON to POST /contact, says thank you and clears itself', async () => {
    const seen = stubApi(() => json({ message: 'Thank you for your message. We will reply within two working days.' }));
    const user = userEvent.setup();
    renderGallery(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for your message. We will reply within two working days.',
    );
    expect(seen).toEqual([
      {
        path: 'contact',
        method: 'POST',
        contentType: 'application/json',
        body: {
          name: 'Huda Al-Saadi',
          email: 'huda@example.com',
          subject: 'Commission',
          message: 'Could Maryam paint our majlis wall?',
        },
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('sends the phone only when one is given', async () => {
    const seen = stubApi(() => json({ message: 'ok' }));
    const user = userEvent.setup();
    renderGallery(<ContactForm />);
    await fillIn(user);
    await user.type(screen.getByLabelText(/^Phone/), '+968 9123 4567');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('status');
    expect(seen[0]?.body).toMatchObject({ phone: '+968 9123 4567' });
  });

  it('refuses a phone that cannot be dialled before sending anything', async () => {
    const seen = stubApi(() => json({ message: 'ok' }));
    const user = userEvent.setup();
    renderGallery(<ContactForm />);
    await fillIn(user);
    await user.type(screen.getByLabelText(/^Phone/), 'after six please');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText(/^Please enter a phone number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone/)).toHaveFocus();
    expect(seen).toHaveLength(0);
  });

  it("shows 'Failed to submit contact form' and the field the server names when the answer is not ok", async () => {
    stubApi(() =>
      json(
        {
          message: 'email: must be a valid e-mail address',
          errors: [{ field: 'email', message: 'must be a valid e-mail address' }],
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderGallery(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit contact form');
    // The server's English wording is said in the page's words.
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    // What the visitor wrote is kept, so they can send it again.
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Could Maryam paint our majlis wall?');
  });

  it('says why when the visitor has sent too many messages, in their language', async () => {
    stubApi(() => json({ message: 'Too many requests. Please wait 1 hour and try again.', errors: [] }, 429));
    const user = userEvent.setup();
    renderGallery(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit contact form');
    expect(alert).toHaveTextContent('Too many requests. Please wait 1 hour and try again.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Could Maryam paint our majlis wall?');
  });

  it("also fails with 'Failed to submit contact form' on a server error", async () => {
    stubApi(() => json({ message: 'Internal Server Error', errors: [] }, 500));
    const user = userEvent.setup();
    renderGallery(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit contact form');
  });

  it('names the missing fields in the browser and sends nothing', async () => {
    const seen = stubApi(() => json({ message: 'ok' }));
    const user = userEvent.setup();
    renderGallery(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address, such as name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please write your message.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await waitFor(() => expect(seen).toHaveLength(0));
  });

  it('shows the server’s field problem beside its field in the visitor’s language (Arabic)', async () => {
    stubApi(() =>
      json(
        {
          message: 'email: must be a valid e-mail address',
          errors: [{ field: 'email', message: 'must be a valid e-mail address' }],
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderGallery(<ContactForm />, { language: 'ar' });
    const words = arGallery.contact.form;
    await user.type(screen.getByRole('textbox', { name: words.name }), 'هدى السعدي');
    await user.type(screen.getByRole('textbox', { name: words.email }), 'huda@example.com');
    await user.type(screen.getByRole('textbox', { name: words.subject }), 'طلب عمل');
    await user.type(screen.getByRole('textbox', { name: words.message }), 'هل يمكن رسم جدارية؟');
    await user.click(screen.getByRole('button', { name: words.submit }));
    const email = screen.getByRole('textbox', { name: words.email });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(arCommon.validation.email);
    expect(document.body.textContent).not.toMatch(/must be/);
  });
});
