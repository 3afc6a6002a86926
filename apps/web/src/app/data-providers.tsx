import { SERVER_MESSAGES } from '@hr/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { toast } from 'react-toastify';
import { ApiError, onServiceState } from '../shared/api/client';
import { Toasts } from '../shared/ui/toasts';

// One cache for the whole visit: every layout and page that mounts these providers shares it.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change on retry; network and server errors may.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

const SERVICE_UNAVAILABLE_TOAST = 'service-unavailable';

/**
 * The query cache and the toasts, for the pages that read or save data (both layouts, the approval
 * link page). A chunk of its own, loaded beside those pages: the login and home pages never load
 * react-query or react-toastify (bundle budget). A toast raised while no container is mounted waits
 * in react-toastify's queue until one is.
 */
export function DataProviders({ children }: { children: ReactNode }) {
  // One toast while the server answers 503 (the client retries the reads), gone once it answers.
  useEffect(
    () =>
      onServiceState((state) => {
        if (state === 'unavailable')
          toast.warning(SERVER_MESSAGES.serviceUnavailableRetrying, {
            toastId: SERVICE_UNAVAILABLE_TOAST,
            autoClose: false,
          });
        else toast.dismiss(SERVICE_UNAVAILABLE_TOAST);
      }),
    [],
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
