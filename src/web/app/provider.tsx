import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ModalManagerProvider } from "@/web/components/modal-manager";
import { ToastProvider } from "@/web/components/toast";
import { ApiError } from "@/web/lib/api-client";
import { KleosIntlProvider } from "@/web/lib/intl-provider";
import { SessionProvider } from "@/web/lib/session";

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

/** Everything the views need around them: data fetching, messages, the one modal manager, toasts. */
export const AppProvider = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <KleosIntlProvider>
        <ModalManagerProvider>
          <ToastProvider>
            <SessionProvider>{children}</SessionProvider>
          </ToastProvider>
        </ModalManagerProvider>
      </KleosIntlProvider>
    </QueryClientProvider>
  );
};
