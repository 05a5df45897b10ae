import { useQueryClient } from "@tanstack/react-query";
import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { loginEntry } from "@/domain/auth/login-entry";
import { safeReturnPath } from "@/domain/auth/return-path";
import { LOGIN_RELOAD_DELAY_MS } from "@/domain/constants/timings";
import { routes } from "@/web/lib/routes";
import {
  SIGN_IN_PARAMS,
  registerPathFrom,
  withoutSignInParams,
} from "@/web/features/auth/lib/sign-in-params";
import {
  LoginContext,
  type LoginControls,
  type LoginNotice,
  type OpenLoginOptions,
} from "@/web/features/auth/components/login-context";
import type { LoginStep } from "@/web/features/auth/components/login-modal";
import {
  clearRetryLoginAfter,
  lastLoginMethod,
  readPendingChallenge,
  readRetryLoginAfter,
  rememberSignIn,
  storeQrReference,
  storeReferral,
  takeClanIntent,
} from "@/web/features/auth/lib/login-storage";
import { onSessionExpired } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";
import { profileQuery } from "@/web/lib/queries/profile-queries";
import { useSession } from "@/web/lib/session";

/**
 * The modal (forms, phone rules, wallets) is its own chunk, loaded when first opened, so a guest's first page
 * does not carry it. `preloadLoginModal` starts the download as a hand nears the sign-in button.
 */
const loadLoginModal = () => import("@/web/features/auth/components/login-modal");
export const preloadLoginModal = (): void => void loadLoginModal();
const LoginModal = lazy(async () => ({ default: (await loadLoginModal()).LoginModal }));

/** The window event recording that the login overlay opened again after the retry gate (spec §4). */
export const LOGIN_OVERLAY_EVENT = "kleos:login-overlay";

interface ModalState {
  readonly open: boolean;
  /** A new modal (fresh state) every time it opens. */
  readonly key: number;
  readonly initialStep: LoginStep;
  readonly notice: LoginNotice | undefined;
}

/**
 * Holds the login modal for the whole site and runs the login entry of spec §4: the retry gate, the
 * `startLoginFlow`, `referral`, `qr_ref_id` and `code` parameters, Google's return (`?login=ok|new|failed`),
 * and the end of a session the client could not refresh.
 */
export const LoginProvider = ({ children }: { readonly children: ReactNode }) => {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const client = useApiClient();
  const [modal, setModal] = useState<ModalState>({
    open: false,
    key: 0,
    initialStep: { kind: "choose" },
    notice: undefined,
  });
  const here = `${location.pathname}${location.search}`;
  const hasSession = session.status !== "guest";

  const openLogin = useCallback(
    (options: OpenLoginOptions = {}) => {
      const target = options.target ?? here;
      const decision = loginEntry({
        now: Date.now(),
        retryLoginAfter: readRetryLoginAfter(),
        hasTokens: hasSession,
        target,
      });
      if (decision.clearAttemptCounters) clearRetryLoginAfter();
      if (decision.recordLoginOverlayEvent) window.dispatchEvent(new CustomEvent(LOGIN_OVERLAY_EVENT));
      if (!decision.showLoginModal) {
        const to = decision.redirectTo === undefined ? undefined : safeReturnPath(decision.redirectTo);
        if (to !== undefined && to !== here) void navigate(to);
        return;
      }
      const retryAt = readRetryLoginAfter();
      const initialStep: LoginStep =
        decision.tooManyAttempts && retryAt !== undefined
          ? { kind: "blocked", until: retryAt }
          : options.resume !== undefined
            ? { kind: "code", pending: options.resume.pending, code: options.resume.code }
            : { kind: "choose" };
      setModal((current) => ({ open: true, key: current.key + 1, initialStep, notice: options.notice }));
    },
    [hasSession, here, navigate],
  );

  const closeLogin = useCallback(() => setModal((current) => ({ ...current, open: false })), []);

  // A session the client could not refresh (spec §4): forget it and go home.
  const { forget } = session;
  useEffect(
    () =>
      onSessionExpired(() => {
        forget();
        void navigate(routes.home.href());
      }),
    [forget, navigate],
  );

  // Google comes back signed in: remember who and how, then ask a new user for a username.
  const finishGoogle = useCallback(
    async (isNew: boolean, pathname: string, search: string) => {
      await session.signedIn();
      const profile = await queryClient.fetchQuery(profileQuery(client));
      rememberSignIn(profile.id, "google");
      if (profile.username !== null) window.localStorage.setItem("username", profile.username);
      if (takeClanIntent() !== undefined) {
        window.setTimeout(() => window.location.reload(), LOGIN_RELOAD_DELAY_MS);
        return;
      }
      if (isNew || profile.username === null) await navigate(registerPathFrom(pathname, search));
    },
    [session, queryClient, client, navigate],
  );

  const handledSearch = useRef<string | undefined>(undefined);
  const enter = useEffectEvent(() => {
    if (handledSearch.current === location.search) return;
    handledSearch.current = location.search;
    const params = new URLSearchParams(location.search);
    const hasSignInParams = SIGN_IN_PARAMS.some((name) => params.has(name));
    if (!hasSignInParams && !params.has("referral")) return;

    const referral = params.get("referral");
    if (referral !== null && referral.trim() !== "") storeReferral(referral.trim());
    const qrReference = params.get("qr_ref_id");
    if (qrReference !== null && qrReference !== "") storeQrReference(qrReference);

    const login = params.get("login");
    const code = params.get("code");
    const startLoginFlow = params.has("startLoginFlow") && params.get("startLoginFlow") !== "false";
    const cleaned = withoutSignInParams(location.pathname, location.search);
    if (hasSignInParams) void navigate(cleaned, { replace: true });

    if (login === "ok" || login === "new") {
      void finishGoogle(login === "new", location.pathname, cleaned.slice(location.pathname.length));
      return;
    }
    if (login === "failed") {
      openLogin({ notice: "googleFailed", target: cleaned });
      return;
    }
    // A code link (spec §2 login wrapper): with no provider named, it finishes a WhatsApp sign-in.
    const pending = readPendingChallenge();
    if (
      code !== null &&
      /^\d{6}$/.test(code) &&
      !params.has("provider") &&
      lastLoginMethod() !== "email" &&
      pending?.kind === "phone" &&
      pending.challenge.channel === "whatsapp"
    ) {
      openLogin({ resume: { pending, code }, target: cleaned });
      return;
    }
    if (startLoginFlow || qrReference !== null) openLogin({ target: cleaned });
  });
  useEffect(() => {
    // After the page's first render, so the modal opens over a page that is there.
    const timer = window.setTimeout(enter, 0);
    return () => window.clearTimeout(timer);
  }, [location.search]);

  const controls = useMemo<LoginControls>(() => ({ openLogin, closeLogin }), [openLogin, closeLogin]);

  return (
    <LoginContext.Provider value={controls}>
      {children}
      {modal.open ? (
        <Suspense fallback={null}>
          <LoginModal
            key={modal.key}
            open
            onClose={closeLogin}
            initialStep={modal.initialStep}
            notice={modal.notice}
          />
        </Suspense>
      ) : null}
    </LoginContext.Provider>
  );
};
