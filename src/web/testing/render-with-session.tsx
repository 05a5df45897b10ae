/**
 * Renders a view as the signed-in pages see it: a fake API behind the API client, the modal manager, toasts
 * and the session. Test-only: no page imports it.
 */
import type { RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { useLocation } from "react-router";
import { ModalManagerProvider } from "@/web/components/modal-manager";
import { ToastProvider } from "@/web/components/toast";
import { createApiClient } from "@/web/lib/api-client";
import { ApiClientProvider } from "@/web/lib/api-context";
import { SESSION_HINT_COOKIE } from "@/domain/constants/session-cookies";
import { SessionProvider } from "@/web/lib/session";
import { renderView, type ViewLanguage } from "@/web/testing/render";

export const setSignedIn = (signedIn: boolean) => {
  document.cookie = signedIn
    ? `${SESSION_HINT_COOKIE}=1; Path=/`
    : `${SESSION_HINT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

/**
 * Renders `ui` with a fake API behind it; signed in unless `signedIn` is false; in English unless a locale
 * and its catalogue are given (`await loadCatalogue(locale)`).
 */
export const renderWithSession = (
  ui: ReactElement,
  {
    fetch,
    route = "/",
    signedIn = true,
    ...language
  }: {
    fetch: typeof globalThis.fetch;
    route?: string;
    signedIn?: boolean;
  } & ViewLanguage,
): RenderResult => {
  setSignedIn(signedIn);
  return renderView(
    <ApiClientProvider client={createApiClient({ baseUrl: "http://kleos.test", fetch })}>
      <ModalManagerProvider>
        <ToastProvider>
          <SessionProvider>{ui}</SessionProvider>
        </ToastProvider>
      </ModalManagerProvider>
    </ApiClientProvider>,
    { route, ...language },
  );
};

/** Shows where the router is, for tests that follow a navigation. */
export const LocationProbe = () => {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
};
