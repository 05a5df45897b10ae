/**
 * Who is signed in, for every feature. The tokens live in HttpOnly cookies the script never sees; the
 * readable `kleosSession` cookie only says a session exists, so a guest's page makes no profile call. The
 * profile (`GET /api/users/me/profile`) is the signed-in state; a 401 the client cannot refresh away means
 * signed out.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { SESSION_HINT_COOKIE } from "@/domain/constants/session-cookies";
import { ApiError } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";
import { profileKeys, profileQuery, type UserProfile } from "@/web/lib/queries/profile-queries";

export type { UserProfile } from "@/web/lib/queries/profile-queries";

/** Spec §3 storage keys the site keeps about the signed-in user (never tokens: those are HttpOnly cookies). */
export const SESSION_STORAGE_KEYS = ["userId", "login_method", "username"] as const;

export type SessionStatus = "guest" | "loading" | "signedIn";

export interface Session {
  readonly status: SessionStatus;
  /** The signed-in user's profile; undefined for a guest or while loading. */
  readonly user: UserProfile | undefined;
  /** Call after a sign-in answered: marks the session as present and loads the profile. */
  readonly signedIn: () => Promise<void>;
  /** Forgets the session locally (tokens are cleared by the server's logout answer or a failed refresh). */
  readonly forget: () => void;
}

const hasSessionHint = (): boolean =>
  typeof document !== "undefined" &&
  document.cookie.split(";").some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=1`));

const listeners = new Set<() => void>();
/** Tells the session that the hint cookie may have changed (sign-in, sign-out, failed refresh). */
export const notifySessionChanged = (): void => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const SessionContext = createContext<Session | undefined>(undefined);

export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const hinted = useSyncExternalStore(subscribe, hasSessionHint, () => false);
  const profile = useQuery({ ...profileQuery(client), enabled: hinted });

  const signedIn = useCallback(async () => {
    notifySessionChanged();
    await queryClient.invalidateQueries({ queryKey: profileKeys.me });
  }, [queryClient]);

  const forget = useCallback(() => {
    for (const key of SESSION_STORAGE_KEYS) window.localStorage.removeItem(key);
    document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Lax`;
    queryClient.removeQueries({ queryKey: profileKeys.me });
    notifySessionChanged();
  }, [queryClient]);

  const value = useMemo<Session>(() => {
    const unauthorized = profile.error instanceof ApiError && profile.error.status === 401;
    const status: SessionStatus =
      !hinted || unauthorized ? "guest" : profile.data === undefined ? "loading" : "signedIn";
    return { status, user: status === "signedIn" ? profile.data : undefined, signedIn, forget };
  }, [hinted, profile.data, profile.error, signedIn, forget]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
};

export const useSession = (): Session => {
  const session = useContext(SessionContext);
  if (session === undefined) throw new Error("useSession needs a SessionProvider around it");
  return session;
};
