/**
 * Linking a Steam account (spec §7 `connect/steam`): Steam OpenID 2.0. `start` keeps the attempt's state in
 * `oauth_states` (provider `steam`; `redirect_uri` holds the exact `return_to` sent to Steam) and answers Steam's
 * sign-in URL; `complete` spends the state once, has Steam confirm the assertion (`check_authentication`), and
 * reads the persona name. Linking the identity is the caller's (the route asks `Accounts.linkIdentity`, which
 * answers AccountAlreadyLinked for a Steam account another Kleos account holds).
 */
import { randomBytes } from "node:crypto";
import { Clock, Context, Effect, Layer } from "effect";
import { safeReturnPath } from "@/domain/auth/return-path";
import { OAUTH_STATE_TTL_MS } from "@/domain/constants/sign-in";
import { SignInMethodNotConfigured, SteamSignInRejected } from "@/domain/errors/auth-errors";
import { UpstreamFailed } from "@/domain/errors/upstream-errors";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { traced } from "@/server/effect/traced";
import { SteamTelegramProviders } from "@/server/services/steam-telegram/steam-telegram-providers";

/** The site page Steam sends the browser back to; it hands what Steam sent to `verifySteamConnect`. */
export const STEAM_RETURN_PAGE = "/connect/steam";
/** Where a linked Steam account goes back to when the start named no path. */
const DEFAULT_RETURN_TO = "/profile";

export interface SteamConnectStart {
  readonly authorizationUrl: string;
  readonly state: string;
}

export interface SteamConnection {
  readonly steamId: string;
  readonly personaName: string;
  readonly returnTo: string;
}

export class SteamConnect extends Context.Service<
  SteamConnect,
  {
    readonly offered: boolean;
    start(input: {
      readonly origin: string;
      readonly returnTo: string | undefined;
    }): Effect.Effect<SteamConnectStart, SignInMethodNotConfigured>;
    complete(input: {
      readonly origin: string;
      readonly state: string;
      readonly params: URLSearchParams;
    }): Effect.Effect<SteamConnection, SignInMethodNotConfigured | SteamSignInRejected | UpstreamFailed>;
  }
>()("kleos/server/services/steam-telegram/SteamConnect") {
  static readonly layer = Layer.effect(
    SteamConnect,
    Effect.gen(function* () {
      const auth = yield* AuthRepository;
      const providers = yield* SteamTelegramProviders;
      const openIdFor = providers.steamOpenId;
      const webApi = providers.steamWebApi;
      const notOffered = new SignInMethodNotConfigured({ method: "steam" });

      return SteamConnect.of(
        traced("SteamConnect", {
          offered: openIdFor !== undefined && webApi !== undefined,
          start: ({ origin, returnTo }: { readonly origin: string; readonly returnTo: string | undefined }) =>
            Effect.gen(function* () {
              if (openIdFor === undefined) return yield* notOffered;
              const now = yield* Clock.currentTimeMillis;
              const state = randomBytes(32).toString("base64url");
              const back = `${origin}${STEAM_RETURN_PAGE}?${new URLSearchParams({ state })}`;
              yield* auth.insertOauthState({
                state,
                provider: "steam",
                // OpenID 2.0 has neither nonce nor PKCE: Steam's response nonce is checked by Steam itself.
                nonce: "",
                codeVerifier: "",
                redirectUri: back,
                returnTo: returnTo === undefined ? DEFAULT_RETURN_TO : safeReturnPath(returnTo),
                expiresAt: new Date(now + OAUTH_STATE_TTL_MS),
              });
              return {
                state,
                authorizationUrl: openIdFor(origin).authorizationUrl({ returnTo: back, realm: origin }),
              };
            }),

          complete: ({
            origin,
            state,
            params,
          }: {
            readonly origin: string;
            readonly state: string;
            readonly params: URLSearchParams;
          }) =>
            Effect.gen(function* () {
              if (openIdFor === undefined || webApi === undefined) return yield* notOffered;
              const now = new Date(yield* Clock.currentTimeMillis);
              const stored = yield* auth.useOauthState(state, now);
              if (stored === undefined || stored.provider !== "steam")
                return yield* new SteamSignInRejected({ reason: "state" });
              const assertion = yield* Effect.promise(() =>
                openIdFor(origin).checkAssertion({ params, expectedReturnTo: stored.redirectUri }),
              );
              if (assertion.kind === "unavailable") return yield* new UpstreamFailed({ service: "steam" });
              if (assertion.kind === "rejected")
                return yield* new SteamSignInRejected({ reason: assertion.reason });
              const summary = yield* Effect.promise(() => webApi.playerSummary(assertion.steamId));
              // A name Steam does not give now is not a reason to refuse the link: the SteamID stands in for it.
              const personaName = summary.kind === "found" ? summary.personaName : assertion.steamId;
              return { steamId: assertion.steamId, personaName, returnTo: stored.returnTo };
            }),
        }),
      );
    }),
  );
}
