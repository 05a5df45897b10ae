import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { LOGIN_RELOAD_DELAY_MS } from "@/domain/constants/timings";
import type { SignInSession } from "@/web/features/auth/api/auth-api";
import { registerPathFrom } from "@/web/features/auth/lib/sign-in-params";
import {
  clearPendingChallenge,
  clearRetryLoginAfter,
  rememberSignIn,
  takeClanIntent,
  type StoredLoginMethod,
} from "@/web/features/auth/lib/login-storage";
import { useSession } from "@/web/lib/session";

/**
 * What every successful sign-in does: remember the user and the method (spec §3), load the session, close
 * the modal, then either reload for a pending clan intent (spec §4), ask a new user for a username on
 * `/register`, or stay where they are.
 */
export const useCompleteSignIn = (close: () => void) => {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (result: SignInSession, method: StoredLoginMethod) => {
      rememberSignIn(result.user.id, method);
      if (result.user.username !== null) window.localStorage.setItem("username", result.user.username);
      clearPendingChallenge();
      clearRetryLoginAfter();
      await session.signedIn();
      close();
      if (takeClanIntent() !== undefined) {
        window.setTimeout(() => window.location.reload(), LOGIN_RELOAD_DELAY_MS);
        return;
      }
      if (result.isNewUser || result.user.username === null) {
        await navigate(registerPathFrom(location.pathname, location.search));
      }
    },
    [session, close, navigate, location.pathname, location.search],
  );
};
