import { screen } from "@testing-library/react";
import { useLocation } from "react-router";
import { ModalManagerProvider } from "@/web/components/modal-manager";
import { HeaderAccount } from "@/web/features/auth/components/header-account";
import { LoginProvider } from "@/web/features/auth/components/login-provider";
import type { ApiClient } from "@/web/lib/api-client";
import { ApiClientProvider } from "@/web/lib/api-context";
import { SessionProvider } from "@/web/lib/session";
import { renderView } from "@/web/testing/render";

const CurrentPath = () => {
  const location = useLocation();
  return <output aria-label="Current path">{`${location.pathname}${location.search}`}</output>;
};

/**
 * Loads the dialogs the header opens lazily (the login modal, the logout confirmation), so that a test waits
 * for what the dialog does, never for a cold module transform: call it in `beforeAll`. The lazy components
 * then resolve from the loaded module at once, however busy the machine is.
 */
export const loadSignInDialogs = async (): Promise<void> => {
  await Promise.all([
    import("@/web/features/auth/components/login-modal"),
    import("@/web/features/auth/components/logout-dialog"),
  ]);
};

/** The header's account corner with the login modal, as the layout holds them, on a fake API. */
export const renderSignIn = (client: ApiClient, route = "/") =>
  renderView(
    <ApiClientProvider client={client}>
      <ModalManagerProvider>
        <SessionProvider>
          <LoginProvider>
            <HeaderAccount />
            <CurrentPath />
          </LoginProvider>
        </SessionProvider>
      </ModalManagerProvider>
    </ApiClientProvider>,
    { route },
  );

export const currentPath = () => screen.getByRole("status", { name: "Current path" }).textContent;

export const setSessionHint = (present: boolean) => {
  document.cookie = present
    ? "kleosSession=1; Path=/"
    : "kleosSession=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT";
};
