import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamsFilters } from './use-search-params-filters.ts';

function wrapperAt(entry: string) {
  return ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
}

function useFiltersAndAddress() {
  return { filters: useSearchParamsFilters(), location: useLocation() };
}

describe('useSearchParamsFilters', () => {
  it('keeps both of two changes made before the list renders again', () => {
    const { result } = renderHook(useFiltersAndAddress, { wrapper: wrapperAt('/recruiter/jobs?page=3&status=draft') });
    act(() => {
      result.current.filters.update({ status: 'published' });
      result.current.filters.update({ page: null, date: 'week' });
    });
    expect(new URLSearchParams(result.current.location.search).toString()).toBe('status=published&date=week');
    expect(result.current.filters.page).toBe(0);
  });

  it('removes a parameter set to an empty value and keeps the others', () => {
    const { result } = renderHook(useFiltersAndAddress, { wrapper: wrapperAt('/candidate/jobs?q=nurse&page=2') });
    act(() => result.current.filters.update({ q: '' }));
    expect(result.current.location.search).toBe('?page=2');
    expect(result.current.filters.page).toBe(2);
  });
});
