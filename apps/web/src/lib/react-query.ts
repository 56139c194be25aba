import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { messageOf, showError } from './notify';

interface RequestMeta extends Record<string, unknown> {
  /** Set to false where the page shows the failure itself. */
  errorToast?: boolean;
  /**
   * The answer carries the caller's candidate stars: a star set anywhere refreshes it (features do not import
   * each other's query keys).
   */
  showsCandidateStars?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/** Spec §8: failed calls show the server's message in a red toast. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast !== false) showError(messageOf(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast !== false) showError(messageOf(error));
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });
}
