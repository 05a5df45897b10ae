import { createContext, useContext, type ReactNode } from "react";
import { createApiClient, type ApiClient } from "@/web/lib/api-client";

const ApiClientContext = createContext<ApiClient | undefined>(undefined);

export const ApiClientProvider = ({ client, children }: { client: ApiClient; children: ReactNode }) => (
  <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>
);

let defaultClient: ApiClient | undefined;

/** The API client of the nearest provider, or the site's own-origin client. */
export const useApiClient = (): ApiClient => {
  const client = useContext(ApiClientContext);
  if (client !== undefined) return client;
  defaultClient ??= createApiClient();
  return defaultClient;
};
