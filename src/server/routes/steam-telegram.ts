/**
 * Linking Steam (spec §7 `connect/steam`): the start answers Steam's sign-in URL and binds the attempt to this
 * browser with an HttpOnly cookie; the verify call (made by the `/connect/steam` page Steam sends the browser
 * back to) completes it only with that cookie, and links the Steam account through `Accounts.linkIdentity`.
 */
import type { FastifyReply } from "fastify";
import { Effect } from "effect";
import { OAUTH_STATE_TTL_MS } from "@/domain/constants/sign-in";
import { SteamSignInRejected } from "@/domain/errors/auth-errors";
import type { Config } from "@/server/config";
import { originOf, signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import { Accounts } from "@/server/services/auth/accounts";
import { SteamConnect } from "@/server/services/steam-telegram/steam-connect";
import { UserProfiles } from "@/server/services/users/user-profiles";

const STEAM_PATH = "/api/social-auth/connect/steam";
/** The state of the Steam link this browser started (HttpOnly; sent to the Steam operations only). */
export const STEAM_STATE_COOKIE = "__Secure-kleosSteamState";

const COOKIE_OPTIONS = { path: STEAM_PATH, httpOnly: true, secure: true, sameSite: "lax" } as const;

const clearStateCookie = (reply: FastifyReply) => reply.clearCookie(STEAM_STATE_COOKIE, COOKIE_OPTIONS);

export const steamTelegramHandlers = ({ config }: { readonly config: Config }) =>
  ({
    connectSteam: ({ body }, request, reply) =>
      Effect.gen(function* () {
        signedIn(request);
        const started = yield* SteamConnect.use((steam) =>
          steam.start({ origin: originOf(request, config.publicUrl), returnTo: body.returnTo }),
        );
        reply.setCookie(STEAM_STATE_COOKIE, started.state, {
          ...COOKIE_OPTIONS,
          maxAge: Math.floor(OAUTH_STATE_TTL_MS / 1000),
        });
        return { authorizationUrl: started.authorizationUrl };
      }),

    verifySteamConnect: ({ body }, request, reply) =>
      Effect.gen(function* () {
        const { userId } = signedIn(request);
        const params = new URLSearchParams(body.callbackQuery);
        const state = params.get("state") ?? "";
        const startedHere = state !== "" && request.cookies[STEAM_STATE_COOKIE] === state;
        clearStateCookie(reply);
        // Login CSRF's twin: someone else's assertion, sent to this browser, must not link their Steam here.
        if (!startedHere) return yield* new SteamSignInRejected({ reason: "not started in this browser" });
        const connection = yield* SteamConnect.use((steam) =>
          steam.complete({ origin: originOf(request, config.publicUrl), state, params }),
        );
        // One Steam account per Kleos account: linking another replaces the first, and the answer says which.
        const { replaced } = yield* Accounts.use((accounts) =>
          accounts.replaceIdentity(userId, {
            provider: "steam",
            subject: connection.steamId,
            display: connection.personaName,
          }),
        );
        const profile = yield* UserProfiles.use((profiles) => profiles.getUserProfile(userId));
        return {
          socialStatuses: profile.socialStatuses,
          returnTo: connection.returnTo,
          replaced: replaced === undefined ? null : (replaced.display ?? replaced.subject),
        };
      }),
  }) satisfies Partial<Handlers>;
