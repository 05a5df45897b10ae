/**
 * A fake of X and Discord that speaks their documented formats: OAuth 2.0 token endpoints (authorization code
 * with PKCE S256, refresh with rotation, HTTP Basic client authentication, 400 `invalid_grant`), X API v2 reads
 * (`/2/users/me`, `following`, `liked_tweets`, `retweeted_by`, `search/recent`, paged with `meta.next_token`,
 * 429 with `x-rate-limit-reset`) and Discord v10 (`/users/@me`, `/users/@me/guilds/{guild}/member`, 404 code
 * 10007 for a non-member, 429 with `retry_after`). Expired or unknown tokens get 401.
 *
 * The same world backs the adapters' tests (behind a loopback server, `testing/fakes/fake-social-server.ts`) and, in
 * development without credentials, the local provider simulator, where a developer plays the provider's side
 * (`/dev/providers`). X is served under `/x` (`/x/2/...`), Discord under `/discord/api/v10`.
 */
import { createHash, randomBytes } from "node:crypto";
import type { ConnectProvider } from "@/server/providers/social/oauth2";
import type { SocialFetch } from "@/server/providers/social/social-http";

export interface FakeXUser {
  id: string;
  username: string;
  name: string;
  description: string;
  /** Usernames followed. */
  following: string[];
  liked: string[];
  reposted: string[];
}

export interface FakeXPost {
  id: string;
  authorId: string;
  text: string;
  inReplyTo: string | null;
}

export interface FakeDiscordUser {
  id: string;
  username: string;
  guilds: { guildId: string; roles: string[] }[];
}

export interface FakeGuild {
  id: string;
  name: string;
  roles: { id: string; name: string }[];
}

export interface FakeWorldState {
  x: { users: FakeXUser[]; posts: FakeXPost[] };
  discord: { users: FakeDiscordUser[]; guilds: FakeGuild[] };
}

export interface FakeFault {
  readonly status: number;
  readonly headers?: Record<string, string>;
  readonly body?: unknown;
}

export interface FakeSocialWorldOptions {
  readonly clients: { readonly [P in ConnectProvider]: { readonly id: string; readonly secret: string } };
  readonly now?: () => number;
  /** How long an access token lives; X's are 2 hours. */
  readonly accessTtlMs?: number;
  /** Items per page at most, whatever `max_results` asks (tests page with small numbers). */
  readonly pageSize?: number;
  readonly state?: FakeWorldState;
  /** The Discord bot token the fake accepts (`Authorization: Bot <token>`) for its guild member reads. */
  readonly discordBotToken?: string;
}

/** The simulator's accounts: the brand on X and its Discord server, and two gamers on each. */
export const simulatorWorld = (): FakeWorldState => ({
  x: {
    users: [
      {
        id: "1000",
        username: "kleos",
        name: "Kleos",
        description: "Quests and K-Drops for gamers",
        following: [],
        liked: [],
        reposted: [],
      },
      {
        id: "2001",
        username: "asha_plays",
        name: "Asha",
        description: "Battle royale at night",
        following: [],
        liked: [],
        reposted: [],
      },
      {
        id: "2002",
        username: "ravi_gg",
        name: "Ravi",
        description: "",
        following: [],
        liked: [],
        reposted: [],
      },
    ],
    posts: [
      {
        id: "5001",
        authorId: "1000",
        text: "Season 1 of Kleos is live: join the K-Drop! #Kleos #KDrop",
        inReplyTo: null,
      },
    ],
  },
  discord: {
    users: [
      { id: "3001", username: "asha_plays", guilds: [] },
      { id: "3002", username: "ravi_gg", guilds: [] },
    ],
    guilds: [{ id: "900100", name: "Kleos Community", roles: [{ id: "900201", name: "Quester" }] }],
  },
});

export const SIMULATOR_CLIENTS = {
  twitter: { id: "simulator-x-client", secret: "simulator-x-secret" },
  discord: { id: "simulator-discord-client", secret: "simulator-discord-secret" },
} as const;

interface IssuedToken {
  readonly provider: ConnectProvider;
  readonly userId: string;
  readonly expiresAt: number;
  readonly scope: string;
}

interface IssuedCode {
  readonly provider: ConnectProvider;
  readonly userId: string;
  readonly redirectUri: string;
  readonly codeChallenge: string | undefined;
  readonly scope: string;
}

export type SimulatorAction =
  | { readonly action: "addUser"; readonly provider: ConnectProvider; readonly name: string }
  | { readonly action: "follow" | "unfollow"; readonly userId: string; readonly target: string }
  | {
      readonly action: "like" | "unlike" | "repost" | "unrepost";
      readonly userId: string;
      readonly target: string;
    }
  | { readonly action: "post"; readonly userId: string; readonly text: string; readonly inReplyTo?: string }
  | {
      readonly action: "setProfile";
      readonly userId: string;
      readonly name?: string;
      readonly description?: string;
    }
  | { readonly action: "join" | "leave"; readonly userId: string; readonly target: string }
  | {
      readonly action: "grantRole" | "revokeRole";
      readonly userId: string;
      readonly target: string;
      readonly role: string;
    };

export class FakeActionRefused extends Error {
  override readonly name = "FakeActionRefused";
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

const without = (list: string[], item: string) => list.filter((entry) => entry !== item);
const adding = (list: string[], item: string) => (list.includes(item) ? list : [...list, item]);

export class FakeSocialWorld {
  readonly state: FakeWorldState;
  /** `METHOD /path` of every API call served, for tests that count reads. */
  readonly requests: string[] = [];
  private readonly tokens = new Map<string, IssuedToken>();
  private readonly refreshTokens = new Map<string, IssuedToken>();
  private readonly codes = new Map<string, IssuedCode>();
  private readonly faults: { provider: ConnectProvider; fault: FakeFault }[] = [];
  private nextPostId = 6000;
  private nextUserId = 7000;

  constructor(private readonly options: FakeSocialWorldOptions) {
    this.state = options.state ?? { x: { users: [], posts: [] }, discord: { users: [], guilds: [] } };
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The next call to `provider`'s API (not its token endpoint) answers this instead. */
  failNext(provider: ConnectProvider, fault: FakeFault): void {
    this.faults.push({ provider, fault });
  }

  /** Makes every access token of the provider expired (a refresh is needed). */
  expireAccessTokens(provider: ConnectProvider): void {
    for (const [token, issued] of this.tokens)
      if (issued.provider === provider) this.tokens.set(token, { ...issued, expiresAt: 0 });
  }

  /** Forgets every refresh token of the provider (the gamer revoked Kleos' access). */
  revokeRefreshTokens(provider: ConnectProvider): void {
    for (const [token, issued] of this.refreshTokens)
      if (issued.provider === provider) this.refreshTokens.delete(token);
  }

  /** The user's consent to a connect: where the browser goes next (the redirect URI with a code, or an error). */
  authorize(request: {
    readonly provider: ConnectProvider;
    readonly userId: string;
    readonly redirectUri: string;
    readonly state: string;
    readonly codeChallenge?: string | undefined;
    readonly scope?: string;
    readonly deny?: boolean;
  }): string {
    const target = new URL(request.redirectUri);
    target.searchParams.set("state", request.state);
    if (request.deny === true) {
      target.searchParams.set("error", "access_denied");
      return target.toString();
    }
    if (this.userOf(request.provider, request.userId) === undefined)
      throw new FakeActionRefused(`No ${request.provider} user ${request.userId}`);
    const code = randomBytes(16).toString("base64url");
    this.codes.set(code, {
      provider: request.provider,
      userId: request.userId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      scope: request.scope ?? "",
    });
    target.searchParams.set("code", code);
    return target.toString();
  }

  private userOf(provider: ConnectProvider, userId: string) {
    return provider === "twitter"
      ? this.state.x.users.find((user) => user.id === userId)
      : this.state.discord.users.find((user) => user.id === userId);
  }

  private xUser(userId: string): FakeXUser {
    const user = this.state.x.users.find((entry) => entry.id === userId);
    if (user === undefined) throw new FakeActionRefused(`No X user ${userId}`);
    return user;
  }

  private discordUser(userId: string): FakeDiscordUser {
    const user = this.state.discord.users.find((entry) => entry.id === userId);
    if (user === undefined) throw new FakeActionRefused(`No Discord user ${userId}`);
    return user;
  }

  /** The developer (or a test) acting as a user of the provider. */
  act(action: SimulatorAction): void {
    switch (action.action) {
      case "addUser": {
        const username = action.name.trim().replace(/^@/, "");
        if (!/^[A-Za-z0-9_]{1,32}$/.test(username))
          throw new FakeActionRefused(`${action.name} is not a username (letters, digits and _)`);
        const taken =
          action.provider === "twitter"
            ? this.state.x.users.some((user) => user.username.toLowerCase() === username.toLowerCase())
            : this.state.discord.users.some((user) => user.username.toLowerCase() === username.toLowerCase());
        if (taken) throw new FakeActionRefused(`${username} is taken`);
        this.nextUserId += 1;
        const id = String(this.nextUserId);
        if (action.provider === "twitter")
          this.state.x.users.push({
            id,
            username,
            name: username,
            description: "",
            following: [],
            liked: [],
            reposted: [],
          });
        else this.state.discord.users.push({ id, username, guilds: [] });
        return;
      }
      case "follow":
      case "unfollow": {
        const user = this.xUser(action.userId);
        const target = action.target.replace(/^@/, "").toLowerCase();
        if (!this.state.x.users.some((entry) => entry.username.toLowerCase() === target))
          throw new FakeActionRefused(`No X user @${target}`);
        user.following =
          action.action === "follow" ? adding(user.following, target) : without(user.following, target);
        return;
      }
      case "like":
      case "unlike":
      case "repost":
      case "unrepost": {
        const user = this.xUser(action.userId);
        if (!this.state.x.posts.some((post) => post.id === action.target))
          throw new FakeActionRefused(`No X post ${action.target}`);
        if (action.action === "like") user.liked = adding(user.liked, action.target);
        if (action.action === "unlike") user.liked = without(user.liked, action.target);
        if (action.action === "repost") user.reposted = adding(user.reposted, action.target);
        if (action.action === "unrepost") user.reposted = without(user.reposted, action.target);
        return;
      }
      case "post": {
        this.xUser(action.userId);
        this.nextPostId += 1;
        this.state.x.posts.push({
          id: String(this.nextPostId),
          authorId: action.userId,
          text: action.text,
          inReplyTo: action.inReplyTo ?? null,
        });
        return;
      }
      case "setProfile": {
        const user = this.xUser(action.userId);
        if (action.name !== undefined) user.name = action.name;
        if (action.description !== undefined) user.description = action.description;
        return;
      }
      case "join":
      case "leave": {
        const user = this.discordUser(action.userId);
        if (!this.state.discord.guilds.some((guild) => guild.id === action.target))
          throw new FakeActionRefused(`No Discord server ${action.target}`);
        user.guilds =
          action.action === "join"
            ? user.guilds.some((entry) => entry.guildId === action.target)
              ? user.guilds
              : [...user.guilds, { guildId: action.target, roles: [] }]
            : user.guilds.filter((entry) => entry.guildId !== action.target);
        return;
      }
      case "grantRole":
      case "revokeRole": {
        const member = this.discordUser(action.userId).guilds.find(
          (entry) => entry.guildId === action.target,
        );
        if (member === undefined) throw new FakeActionRefused(`Not a member of ${action.target}`);
        member.roles =
          action.action === "grantRole"
            ? adding(member.roles, action.role)
            : without(member.roles, action.role);
        return;
      }
    }
  }

  /** `fetch` served by this world in process, for an API base of `${base}/x` or `${base}/discord/api/v10`. */
  readonly fetch: SocialFetch = (url, init) => this.handle(new Request(url, init));

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path === "/x/2/oauth2/token") return this.token("twitter", request);
    if (path === "/discord/api/v10/oauth2/token") return this.token("discord", request);
    const provider: ConnectProvider | undefined = path.startsWith("/x/")
      ? "twitter"
      : path.startsWith("/discord/")
        ? "discord"
        : undefined;
    if (provider === undefined) return json(404, { message: "404: Not Found" });
    this.requests.push(`${request.method} ${path}`);
    const faultIndex = this.faults.findIndex((entry) => entry.provider === provider);
    if (faultIndex >= 0) {
      const fault = this.faults.splice(faultIndex, 1)[0]?.fault;
      if (fault !== undefined) return json(fault.status, fault.body ?? {}, fault.headers);
    }
    const bot = /^Bot (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
    if (provider === "discord" && bot !== undefined)
      return bot === this.options.discordBotToken
        ? this.discordBotRead(path)
        : json(401, { message: "401: Unauthorized", code: 0 });
    const bearer = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
    const issued = bearer === undefined ? undefined : this.tokens.get(bearer);
    if (issued === undefined || issued.provider !== provider || issued.expiresAt <= this.now())
      return provider === "twitter"
        ? json(401, { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" })
        : json(401, { message: "401: Unauthorized", code: 0 });
    return provider === "twitter" ? this.xRead(url, issued.userId) : this.discordRead(path, issued.userId);
  }

  private page<T>(items: readonly T[], url: URL, tokenParam: string): Response {
    const asked = Number(url.searchParams.get("max_results") ?? "100");
    const size = Math.min(asked, this.options.pageSize ?? asked);
    const start = Number(url.searchParams.get(tokenParam) ?? "0");
    const slice = items.slice(start, start + size);
    const next = start + size < items.length ? String(start + size) : undefined;
    if (slice.length === 0) return json(200, { meta: { result_count: 0 } });
    return json(200, {
      data: slice,
      meta: { result_count: slice.length, ...(next === undefined ? {} : { next_token: next }) },
    });
  }

  private publicXUser(user: FakeXUser) {
    return { id: user.id, username: user.username, name: user.name, description: user.description };
  }

  private conversationOf(post: FakeXPost): string {
    let current = post;
    for (let hops = 0; current.inReplyTo !== null && hops < 50; hops += 1) {
      const parent = this.state.x.posts.find((entry) => entry.id === current.inReplyTo);
      if (parent === undefined) return current.inReplyTo;
      current = parent;
    }
    return current.id;
  }

  private matches(post: FakeXPost, query: string): boolean {
    const terms = query.match(/(?:url:)?"[^"]*"|\S+/g) ?? [];
    return terms.every((term) => {
      if (term.startsWith("conversation_id:")) return this.conversationOf(post) === term.slice(16);
      if (term.startsWith("from:")) {
        // X takes the username or the numeric user id.
        const author = this.state.x.users.find((user) => user.id === post.authorId);
        const who = term.slice(5).toLowerCase();
        return author !== undefined && (author.id === who || author.username.toLowerCase() === who);
      }
      const word = term.replace(/^url:/, "").replace(/^"|"$/g, "").toLowerCase();
      return post.text.toLowerCase().includes(word);
    });
  }

  private xRead(url: URL, userId: string): Response {
    const path = url.pathname.slice("/x".length);
    const me = this.state.x.users.find((user) => user.id === userId);
    if (me === undefined) return json(401, { title: "Unauthorized", status: 401 });
    if (path === "/2/users/me") return json(200, { data: this.publicXUser(me) });
    const following = /^\/2\/users\/([^/]+)\/following$/.exec(path);
    if (following !== null) {
      const user = this.state.x.users.find((entry) => entry.id === following[1]);
      if (user === undefined) return json(200, { errors: [{ title: "Not Found Error" }] });
      const followed = user.following
        .map((name) => this.state.x.users.find((entry) => entry.username.toLowerCase() === name))
        .filter((entry): entry is FakeXUser => entry !== undefined)
        .map((entry) => this.publicXUser(entry));
      return this.page(followed, url, "pagination_token");
    }
    const liked = /^\/2\/users\/([^/]+)\/liked_tweets$/.exec(path);
    if (liked !== null) {
      const user = this.state.x.users.find((entry) => entry.id === liked[1]);
      const posts = (user?.liked ?? [])
        .toReversed()
        .map((id) => this.state.x.posts.find((post) => post.id === id))
        .filter((post): post is FakeXPost => post !== undefined)
        .map((post) => ({ id: post.id, text: post.text }));
      return this.page(posts, url, "pagination_token");
    }
    const repostedBy = /^\/2\/tweets\/([^/]+)\/retweeted_by$/.exec(path);
    if (repostedBy !== null) {
      const users = this.state.x.users
        .filter((user) => user.reposted.includes(repostedBy[1] ?? ""))
        .map((user) => this.publicXUser(user));
      return this.page(users, url, "pagination_token");
    }
    if (path === "/2/tweets/search/recent") {
      const query = url.searchParams.get("query") ?? "";
      const found = this.state.x.posts
        .filter((post) => this.matches(post, query))
        .toReversed()
        .map((post) => ({
          id: post.id,
          text: post.text,
          author_id: post.authorId,
          conversation_id: this.conversationOf(post),
        }));
      return this.page(found, url, "next_token");
    }
    return json(404, { title: "Not Found Error", status: 404 });
  }

  /** A bot's read (`GET /guilds/{guild}/members/{user}`): 10004 Unknown Guild, 10007 Unknown Member. */
  private discordBotRead(path: string): Response {
    const read = /^\/discord\/api\/v10\/guilds\/([^/]+)\/members\/([^/]+)$/.exec(path);
    if (read === null) return json(404, { message: "404: Not Found", code: 0 });
    const [, guildId, userId] = read;
    if (!this.state.discord.guilds.some((guild) => guild.id === guildId))
      return json(404, { message: "Unknown Guild", code: 10004 });
    const user = this.state.discord.users.find((candidate) => candidate.id === userId);
    const entry = user?.guilds.find((guild) => guild.guildId === guildId);
    if (user === undefined || entry === undefined)
      return json(404, { message: "Unknown Member", code: 10007 });
    return json(200, {
      user: { id: user.id, username: user.username },
      roles: entry.roles,
      joined_at: new Date(0).toISOString(),
      pending: false,
    });
  }

  private discordRead(path: string, userId: string): Response {
    const rest = path.slice("/discord/api/v10".length);
    const me = this.state.discord.users.find((user) => user.id === userId);
    if (me === undefined) return json(401, { message: "401: Unauthorized", code: 0 });
    if (rest === "/users/@me") return json(200, { id: me.id, username: me.username, global_name: null });
    const member = /^\/users\/@me\/guilds\/([^/]+)\/member$/.exec(rest);
    if (member !== null) {
      const entry = me.guilds.find((guild) => guild.guildId === member[1]);
      if (entry === undefined) return json(404, { message: "Unknown Guild", code: 10004 });
      return json(200, { roles: entry.roles, joined_at: new Date(0).toISOString(), pending: false });
    }
    return json(404, { message: "404: Not Found", code: 0 });
  }

  private async token(provider: ConnectProvider, request: Request): Promise<Response> {
    const client = this.options.clients[provider];
    const expected = `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString("base64")}`;
    if (request.method !== "POST" || request.headers.get("authorization") !== expected)
      return json(401, { error: "invalid_client" });
    const form = new URLSearchParams(await request.text());
    const issue = (userId: string, scope: string) => {
      const access = `fake-at-${randomBytes(16).toString("base64url")}`;
      const refresh = `fake-rt-${randomBytes(16).toString("base64url")}`;
      const ttl = this.options.accessTtlMs ?? 2 * 60 * 60 * 1000;
      const issued = { provider, userId, expiresAt: this.now() + ttl, scope };
      this.tokens.set(access, issued);
      this.refreshTokens.set(refresh, issued);
      return json(200, {
        token_type: "bearer",
        access_token: access,
        refresh_token: refresh,
        expires_in: Math.floor(ttl / 1000),
        scope,
      });
    };
    const invalidGrant = json(400, {
      error: "invalid_grant",
      error_description: "Value passed for the grant was invalid",
    });
    if (form.get("grant_type") === "authorization_code") {
      const code = this.codes.get(form.get("code") ?? "");
      if (code === undefined || code.provider !== provider) return invalidGrant;
      this.codes.delete(form.get("code") ?? "");
      if (code.redirectUri !== form.get("redirect_uri")) return invalidGrant;
      if (code.codeChallenge !== undefined) {
        const verifier = form.get("code_verifier") ?? "";
        if (createHash("sha256").update(verifier).digest("base64url") !== code.codeChallenge)
          return invalidGrant;
      }
      return issue(code.userId, code.scope);
    }
    if (form.get("grant_type") === "refresh_token") {
      const refresh = form.get("refresh_token") ?? "";
      const issued = this.refreshTokens.get(refresh);
      if (issued === undefined || issued.provider !== provider) return invalidGrant;
      // Rotated: the old refresh token works once.
      this.refreshTokens.delete(refresh);
      return issue(issued.userId, issued.scope);
    }
    return json(400, { error: "unsupported_grant_type" });
  }
}
