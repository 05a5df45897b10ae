/**
 * Linked social accounts (spec §7 Social): the X and Discord connect (started by `startSocialSignIn` in
 * auth.ts, finished by the provider's redirect back), the statuses, disconnect, and the local provider
 * simulator's dev routes.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { Effect } from "effect";
import { safeReturnPath } from "@/domain/auth/return-path";
import { OAUTH_STATE_TTL_MS } from "@/domain/constants/sign-in";
import type { Config } from "@/server/config";
import { originOf, signedIn } from "@/server/http/authentication";
import { HttpProblem } from "@/server/http/http-errors";
import { REPLIED, type Handlers } from "@/server/http/operations";
import { FakeActionRefused, type SimulatorAction } from "@/server/providers/social/fake-social-world";
import type { ConnectProvider } from "@/server/providers/social/oauth2";
import { ProviderSimulator } from "@/server/services/social/provider-simulator";
import { SocialAccounts } from "@/server/services/social/social-accounts";
import { UserProfiles } from "@/server/services/users/user-profiles";

export const SOCIAL_CALLBACK_PATH = "/api/social-auth/authenticate";
/**
 * The state of the connect this browser started (HttpOnly, sent to the callback path only; `__Secure-`: only an
 * https page of the site can set it).
 */
const SOCIAL_STATE_COOKIE = "__Secure-kleosSocialState";
const COOKIE = { path: SOCIAL_CALLBACK_PATH, httpOnly: true, secure: true, sameSite: "lax" } as const;

/** Starts an X or Discord connect of the signed-in gamer (from `startSocialSignIn`). */
export const startSocialConnect = (
  request: FastifyRequest,
  reply: FastifyReply,
  connect: { readonly provider: ConnectProvider; readonly origin: string; readonly returnTo: string },
) =>
  Effect.gen(function* () {
    const { userId } = signedIn(request);
    const authorizationUrl = yield* SocialAccounts.use((social) =>
      social.startConnect({
        userId,
        provider: connect.provider,
        origin: connect.origin,
        redirectUri: `${connect.origin}${SOCIAL_CALLBACK_PATH}`,
        returnTo: connect.returnTo,
      }),
    );
    // Binds the connect to this browser: nobody can make someone else's browser finish a connect of theirs.
    const state = new URL(authorizationUrl).searchParams.get("state") ?? "";
    reply.setCookie(SOCIAL_STATE_COOKIE, state, { ...COOKIE, maxAge: Math.floor(OAUTH_STATE_TTL_MS / 1000) });
    return { authorizationUrl };
  });

const notInProduction = () =>
  new HttpProblem(404, "RouteNotFound", "The provider simulator exists only with the dev tools on");

export const socialHandlers = ({ config }: { readonly config: Config }) => {
  const simulatorWorld = ProviderSimulator.use(({ world }) =>
    !config.devTools || world === undefined ? Effect.fail(notInProduction()) : Effect.succeed(world),
  );
  const viewOf = (world: NonNullable<ProviderSimulator["Service"]["world"]>) => ({
    x: {
      users: world.state.x.users.map((user) => ({ ...user })),
      posts: world.state.x.posts.map((post) => ({ ...post })),
    },
    discord: {
      users: world.state.discord.users.map((user) => ({ ...user })),
      guilds: world.state.discord.guilds.map((guild) => ({ ...guild })),
    },
  });

  return {
    completeSocialConnect: ({ query }, request, reply) =>
      Effect.gen(function* () {
        const startedHere = request.cookies[SOCIAL_STATE_COOKIE] === query.state;
        // A `__Secure-` cookie is cleared only by a Set-Cookie that is Secure too.
        reply.clearCookie(SOCIAL_STATE_COOKIE, COOKIE);
        const outcome = startedHere
          ? yield* SocialAccounts.use((social) =>
              social.completeConnect({ state: query.state, code: query.code, error: query.error }),
            )
          : ({ kind: "failed", provider: undefined, returnTo: "/", reason: "state" } as const);
        const target = new URL(safeReturnPath(outcome.returnTo), originOf(request, config.publicUrl));
        target.searchParams.set("connect", outcome.kind === "linked" ? "ok" : "failed");
        if (outcome.provider !== undefined) target.searchParams.set("provider", outcome.provider);
        if (outcome.kind === "failed") target.searchParams.set("reason", outcome.reason);
        reply.redirect(`${target.pathname}${target.search}`, 303);
        return REPLIED;
      }),

    getSocialStatuses: (_input, request) =>
      Effect.map(
        UserProfiles.use((profiles) => profiles.getUserProfile(signedIn(request).userId)),
        (profile) => profile.socialStatuses,
      ),

    disconnectSocialAccount: ({ body }, request) =>
      Effect.gen(function* () {
        const { userId } = signedIn(request);
        yield* SocialAccounts.use((social) => social.disconnect(userId, body.provider));
        return (yield* UserProfiles.use((profiles) => profiles.getUserProfile(userId))).socialStatuses;
      }),

    getProviderSimulator: () => Effect.map(simulatorWorld, viewOf),

    submitProviderSimulatorAction: ({ body }) =>
      Effect.gen(function* () {
        const world = yield* simulatorWorld;
        const refused = (message: string) => new HttpProblem(400, "ValidationFailed", message);
        if (body.action === "addUser") {
          if (body.provider === undefined || body.target === undefined)
            return yield* Effect.fail(refused("addUser needs provider and target (the username)"));
          try {
            world.act({ action: "addUser", provider: body.provider, name: body.target });
          } catch (error) {
            if (error instanceof FakeActionRefused) return yield* Effect.fail(refused(error.message));
            throw error;
          }
          return { world: viewOf(world) };
        }
        const userId = body.userId;
        if (userId === undefined) return yield* Effect.fail(refused("userId is required"));
        try {
          if (body.action === "authorize") {
            if (body.provider === undefined || body.redirectUri === undefined || body.state === undefined)
              return yield* Effect.fail(refused("authorize needs provider, redirectUri and state"));
            // The callback must be this site's own: the simulator never sends a browser elsewhere.
            if (new URL(body.redirectUri).pathname !== SOCIAL_CALLBACK_PATH)
              return yield* Effect.fail(refused("redirectUri must be Kleos' social callback"));
            const redirectTo = world.authorize({
              provider: body.provider,
              userId,
              redirectUri: body.redirectUri,
              state: body.state,
              codeChallenge: body.codeChallenge,
              deny: body.deny ?? false,
            });
            const callback = new URL(redirectTo);
            return { world: viewOf(world), redirectTo: `${callback.pathname}${callback.search}` };
          }
          world.act(simulatorActionOf(body, userId));
        } catch (error) {
          if (error instanceof FakeActionRefused || error instanceof TypeError)
            return yield* Effect.fail(refused(error.message));
          throw error;
        }
        return { world: viewOf(world) };
      }),
  } satisfies Partial<Handlers>;
};

type ActionBody = Parameters<Handlers["submitProviderSimulatorAction"]>[0]["body"];

const simulatorActionOf = (body: ActionBody, userId: string): SimulatorAction => {
  const target = body.target ?? "";
  switch (body.action) {
    case "post":
      return {
        action: "post",
        userId,
        text: body.text ?? "",
        ...(body.inReplyTo === undefined ? {} : { inReplyTo: body.inReplyTo }),
      };
    case "setProfile":
      return {
        action: "setProfile",
        userId,
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.description === undefined ? {} : { description: body.description }),
      };
    case "grantRole":
    case "revokeRole":
      return { action: body.action, userId, target, role: body.role ?? "" };
    case "authorize":
    case "addUser":
      throw new TypeError(`${body.action} is not handled here`);
    default:
      return { action: body.action, userId, target };
  }
};
