import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsFixture } from '../test-utils.tsx';
import ContactPage from './contact.tsx';
import { json, renderGallery, stubApi } from '#tests/setup/gallery-web.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Contact screen', () => {
  it("shows the gallery's address, phone and e-mail from the settings, its opening hours and the form", async () => {
    stubApi(({ path }) =>
      path === 'setting' ? json({ result: settingsFixture() }) : json({ message: 'no', errors: [] }, 404),
    );
    renderGallery(<ContactPage />, { url: '/contact', path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(await screen.findByText('Way 3021, Shatti Al Qurum, Muscat')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+968 2469 1234' })).toHaveAttribute('href', 'tel:+96824691234');
    expect(screen.getByRole('link', { name: 'hello@baitalfann.om' })).toHaveAttribute(
      'href',
      'mailto:hello@baitalfann.om',
    );
    expect(screen.getByText('Opening hours')).toBeInTheDocument();
    expect(screen.getByText('Saturday to Thursday')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it('keeps the form and offers a retry when the settings cannot be loaded', async () => {
    let fail = true;
    stubApi(({ path }) =>
      path === 'setting' && !fail ? json({ result: settingsFixture() }) : json({ message: 'down', errors: [] }, 503),
    );
    const user = userEvent.setup();
    renderGallery(<ContactPage />, { url: '/contact', path: '/contact' });
    expect(await screen.findByText(/could not load our address/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Way 3021, Shatti Al Qurum, Muscat')).toBeInTheDocument();
  });
});
