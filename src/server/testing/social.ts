/**
 * Connecting X or Discord in tests, through the local provider simulator the test app serves (dev tools on, no
 * credentials): a fresh simulated account, the connect started by the gamer, authorized on the simulator, and
 * the request the browser then makes to Kleos' callback (with the cookie the start set).
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import type { ConnectProvider } from "@/server/providers/social/oauth2";
import { cookieHeaderOf } from "@/server/testing/google";
import type { TestSession } from "@/server/testing/sign-in";

let nextName = 0;

interface SimulatedWorld {
  readonly x: { readonly users: readonly { readonly id: string; readonly username: string }[] };
  readonly discord: { readonly users: readonly { readonly id: string; readonly username: string }[] };
}

/** Acts in the app's simulator; throws when it refuses. */
export const simulate = async (
  app: FastifyInstance,
  action: Record<string, unknown>,
): Promise<{ world: SimulatedWorld; redirectTo?: string }> => {
  const answer = await app.inject({ method: "POST", url: "/api/dev/providers/actions", payload: action });
  if (answer.statusCode !== 200)
    throw new Error(`The simulator refused ${JSON.stringify(action)}: ${answer.body}`);
  return answer.json();
};

/** A new account of `provider` in the app's simulator: its id and username. */
export const simulatedUser = async (
  app: FastifyInstance,
  provider: ConnectProvider,
): Promise<{ readonly id: string; readonly username: string }> => {
  nextName += 1;
  const username = `gamer_${process.pid}_${nextName}`;
  const { world } = await simulate(app, { action: "addUser", provider, target: username });
  const user = (provider === "twitter" ? world.x.users : world.discord.users).find(
    (entry) => entry.username === username,
  );
  if (user === undefined) throw new Error(`The simulator did not add ${username}`);
  return user;
};

/** Starts a connect as `session` and authorizes it as the simulated user: the callback request the browser makes. */
export const connectCallback = async (
  app: FastifyInstance,
  session: Pick<TestSession, "authorization">,
  provider: ConnectProvider,
  simulatedUserId: string,
  options: { readonly returnTo?: string; readonly deny?: boolean } = {},
): Promise<InjectOptions & { url: string }> => {
  const started = await app.inject({
    method: "POST",
    url: "/api/social-auth",
    headers: session.authorization,
    payload: { provider, returnTo: options.returnTo ?? "/profile" },
  });
  if (started.statusCode !== 201) throw new Error(`The ${provider} connect did not start: ${started.body}`);
  const authorization = new URL(started.json<{ authorizationUrl: string }>().authorizationUrl);
  const { redirectTo } = await simulate(app, {
    action: "authorize",
    provider,
    userId: simulatedUserId,
    redirectUri: authorization.searchParams.get("redirect_uri"),
    state: authorization.searchParams.get("state"),
    codeChallenge: authorization.searchParams.get("code_challenge"),
    deny: options.deny ?? false,
  });
  if (redirectTo === undefined) throw new Error("The simulator answered no redirect");
  const cookie = cookieHeaderOf(started.headers["set-cookie"]);
  return { method: "GET", url: redirectTo, ...(cookie === "" ? {} : { headers: { cookie } }) };
};

/** Connects a fresh simulated account of `provider` to the gamer: the simulated user. */
export const connectFresh = async (
  app: FastifyInstance,
  session: Pick<TestSession, "authorization">,
  provider: ConnectProvider,
): Promise<{ readonly id: string; readonly username: string }> => {
  const user = await simulatedUser(app, provider);
  const answer = await app.inject(await connectCallback(app, session, provider, user.id));
  const location = String(answer.headers["location"]);
  if (!location.includes("connect=ok")) throw new Error(`The ${provider} connect failed: ${location}`);
  return user;
};
