import { createContext, useContext } from "react";
import type { PendingChallenge } from "@/web/features/auth/lib/login-storage";

/** Why the login modal opened with something to say first. */
export type LoginNotice = "googleFailed";

export interface OpenLoginOptions {
  readonly notice?: LoginNotice;
  /** A code challenge to finish (a code link), with the code when the link carried it. */
  readonly resume?: { readonly pending: PendingChallenge; readonly code?: string };
  /** Where to send someone who turns out to be signed in already (spec §4 login entry). */
  readonly target?: string;
}

export interface LoginControls {
  /** Opens the login modal, or sends a signed-in visitor on to the target (spec §4 login entry). */
  readonly openLogin: (options?: OpenLoginOptions) => void;
  readonly closeLogin: () => void;
}

export const LoginContext = createContext<LoginControls | undefined>(undefined);

export const useLogin = (): LoginControls => {
  const controls = useContext(LoginContext);
  if (controls === undefined) throw new Error("useLogin needs a LoginProvider around it");
  return controls;
};
