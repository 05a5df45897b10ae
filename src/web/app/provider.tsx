import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ModalManagerProvider } from "@/web/components/modal-manager";
import { ToastProvider } from "@/web/components/toast";
import { KleosIntlProvider } from "@/web/lib/intl-provider";
import { makeQueryClient } from "@/web/lib/query-client";
import { SessionProvider } from "@/web/lib/session";

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
