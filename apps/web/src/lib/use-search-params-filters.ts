import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Typing settles for this long before a list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

export type ParamChanges = Record<string, string | null>;

/**
 * A list's filters in the address, so that going back returns to the same list: `update` changes some
 * parameters in place (null or '' removes one), and the search box's text reaches the address under `q`
 * once typing settles, back on the first page.
 */
export function useSearchParamsFilters() {
  const [params, setParams] = useSearchParams();
  const committedSearch = params.get('q') ?? '';
  const [search, setSearch] = useState(committedSearch);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The router hands a functional update the parameters of the last render, so two changes made before
  // the next render (a filter and its page reset from two handlers) would each start from the same old
  // address and the second would undo the first. Each change starts from the last one written instead.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (changes: ParamChanges) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  useEffect(() => {
    if (debouncedSearch !== committedSearch) update({ q: debouncedSearch, page: null });
    // Only a settled search changes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const page = Math.max(0, Math.floor(Number(params.get('page')) || 0));
  return { params, update, page, search, setSearch, committedSearch };
}
