import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/web/lib/api-client";

/** The site's query client: the app's provider and the tests' renderers build it the same way. */
export const makeQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; a network blip or a 5xx might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
