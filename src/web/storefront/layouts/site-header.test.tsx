import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '#web/lib/test-utils.tsx';
import { renderStorefront, settingsFixture } from '../test-utils.tsx';
import { Brand } from './site-header.tsx';

describe('the header brand', () => {
  it("shows the gallery's logo from the settings in a fixed frame, named by the link", async () => {
    mockApi({ 'GET setting': { result: { ...settingsFixture(), company_fav: '/media/logo-320.webp' } } });
    const { container } = renderStorefront(<Brand />);
    const link = await screen.findByRole('link', { name: 'Bait Al Fann Gallery, home page' });
    await expect.poll(() => container.querySelector('img')?.getAttribute('src')).toBe('/media/logo-320.webp');
    const logo = container.querySelector('img')!;
    expect(link).toContainElement(logo);
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '50');
  });

  it('writes the name and tagline while the gallery has no logo', async () => {
    mockApi({ 'GET setting': { result: settingsFixture() } });
    renderStorefront(<Brand />);
    expect(await screen.findByText('Bait Al Fann Gallery')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
