import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/http';
import { handleError } from '../lib/notify';

declare module '@tanstack/react-query' {
  interface Register {
    /** handlesErrors: the caller shows the error itself (sign-in forms, say). */
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** docs/rules.md section 8: queries retry once, with no refetch on focus or reconnect. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A read that could not reach the server (or got no answer in time) is said once, by the connection banner, which
        // retries by itself (issue 19); a toast per query would say it again and again.
        if (error instanceof ApiError && (error.code === 'NETWORK' || error.code === 'TIMEOUT')) return;
        if (!query.meta?.handlesErrors) handleError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesErrors) handleError(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !isClientError(error),
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one client: the router's loaders start queries in it before their pages are loaded. */
export const queryClient = createQueryClient();
