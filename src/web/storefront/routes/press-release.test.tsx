import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { PressArticle } from '#shared/api/gallery.ts';
import PressReleasePage from './press-release.tsx';
import { json, renderGallery, stubApi } from '#tests/setup/gallery-web.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const article: PressArticle = {
  id: 6,
  article_title: 'Bronze from Muttrah',
  article_pdf: '/media/bronze.pdf',
  article_image: '/media/bronze-640.webp',
  article_image_set: { key: 'bronze', widths: [640], width: 1200, height: 800, alt: '' },
  press_logo: '/media/muscat-daily-320.webp',
  press_name: 'Muscat Daily Review',
  published_on: '2026-06-10',
};

describe('Press screen', () => {
  it("shows 'Loading...', then news cards with image, title, press logo and name, opening the article PDF in a new tab", async () => {
    stubApi(({ path }) =>
      path === 'press_release' ? json({ result: [article] }) : json({ message: 'no', errors: [] }, 404),
    );
    renderGallery(<PressReleasePage />, { url: '/press-release', path: '/press-release' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const card = await screen.findByRole('link', { name: /Bronze from Muttrah/ });
    expect(card).toHaveAttribute('href', '/media/bronze.pdf');
    expect(card).toHaveAttribute('target', '_blank');
    expect(card).toHaveTextContent('Muscat Daily Review');
    expect(card.querySelectorAll('img')[0]).toHaveAttribute('src', '/media/bronze-640.webp');
    expect(card.querySelectorAll('img')[1]).toHaveAttribute('src', '/media/muscat-daily-320.webp');
    expect(screen.getByRole('heading', { level: 1, name: 'Press' })).toBeInTheDocument();
  });
});
