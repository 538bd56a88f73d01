import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useArtworkQuery } from './use-artwork-query.ts';

function renderQuery(start = '/arts') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[start]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ controls: useArtworkQuery(), location: useLocation() }), { wrapper });
}

describe('useArtworkQuery', () => {
  it('keeps both of two changes made before the first has rendered', () => {
    const { result } = renderQuery('/arts?page=3');
    // Both from the same render, as when the search box's pause ends right after a sort was picked.
    const { update } = result.current.controls;
    act(() => {
      update({ sort: 'price_asc' });
      update({ search: 'nun' }, { replace: true });
    });
    const params = new URLSearchParams(result.current.location.search);
    expect(params.get('sort')).toBe('price_asc');
    expect(params.get('q')).toBe('nun');
    // Any change but paging goes back to page 1.
    expect(params.get('page')).toBeNull();
  });

  it('starts from the address shown once it has moved on without it (Back, a link)', () => {
    const { result } = renderQuery('/arts?sort=price_asc');
    act(() => result.current.controls.update({ search: 'nun' }));
    expect(new URLSearchParams(result.current.location.search).get('q')).toBe('nun');
    act(() => result.current.controls.clearFilters());
    const cleared = new URLSearchParams(result.current.location.search);
    expect(cleared.get('q')).toBeNull();
    act(() => result.current.controls.update({ page: 2 }));
    const paged = new URLSearchParams(result.current.location.search);
    expect(paged.get('page')).toBe('2');
    expect(paged.get('q')).toBeNull();
  });
});
