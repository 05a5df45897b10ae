import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TaskConfigs, TaskType } from "@/domain/tasks/task-types";
import { makeXVerifiers, postIdOf, pogLinkPathOf } from "@/server/services/campaigns/verifiers/x-verifiers";
import type { TaskVerifier } from "@/server/services/campaigns/verifiers/task-verifier";
import { startSocialFake, type SocialFake } from "@/server/testing/social-fake";
import {
  contextFor,
  insertCampaign,
  insertUser,
  runVerifier,
  type TestCampaign,
} from "@/server/testing/task-verification-fixtures";
import { createTestDatabase, type TestDatabase } from "@/server/testing/test-app";

let kleos: TestDatabase;
let fake: SocialFake;
let campaign: TestCampaign;
let verifiers: ReturnType<typeof makeXVerifiers>;
let gamer: string;
let unlinked: string;

const POST = "https://x.com/kleos/status/5001";

beforeAll(async () => {
  kleos = await createTestDatabase({ seedDemoData: false });
  fake = await startSocialFake(
    {
      x: {
        users: [
          {
            id: "1000",
            username: "kleos",
            name: "Kleos",
            description: "",
            following: [],
            liked: [],
            reposted: [],
          },
          ...["a", "b", "c", "d"].map((name, index) => ({
            id: String(1100 + index),
            username: `brand_${name}`,
            name,
            description: "",
            following: [],
            liked: [],
            reposted: [],
          })),
          {
            id: "2001",
            username: "asha",
            name: "Asha",
            description: "",
            following: [],
            liked: [],
            reposted: [],
          },
        ],
        posts: [{ id: "5001", authorId: "1000", text: "Season 1 is live #Kleos #KDrop", inReplyTo: null }],
      },
      discord: { users: [], guilds: [] },
    },
    // Two items a page, so a list of five takes three reads.
    { pageSize: 2 },
  );
  const x = fake.clients.x;
  if (x === undefined) throw new Error("X is not configured against the fake");
  verifiers = makeXVerifiers(x);
  gamer = await insertUser(kleos.database.db, { username: "asha_k" });
  unlinked = await insertUser(kleos.database.db, { username: "no_x" });
  campaign = await insertCampaign(kleos.database.db);
  await fake.link(kleos.database, gamer, "twitter", "2001");
});
afterAll(async () => {
  await fake.close();
  await kleos.close();
});

const check = <T extends TaskType>(
  type: T,
  config: TaskConfigs[T],
  userId = gamer,
  now = new Date(fake.clock.now),
) =>
  runVerifier(
    kleos,
    verifiers[type as keyof typeof verifiers] as unknown as TaskVerifier<T>,
    { ...contextFor(userId, campaign, { id: "00000000-0000-4000-8000-000000000001", type, config }), now },
    fake.clients,
  );

const act = (action: Parameters<SocialFake["world"]["act"]>[0]) => fake.world.act(action);
const asha = "2001";

describe("the X verifiers", () => {
  it("read the post id of X post links", () => {
    expect(postIdOf("https://x.com/kleos/status/5001")).toBe("5001");
    expect(postIdOf("https://twitter.com/kleos/status/5001?s=20")).toBe("5001");
    expect(postIdOf("https://x.com/kleos")).toBeUndefined();
  });

  it("LINK_TWITTER: verified when linked, not yet otherwise, cannot check when X is down", async () => {
    expect(await check("LINK_TWITTER", {})).toEqual({ verified: true });
    expect(await check("LINK_TWITTER", {}, unlinked)).toMatchObject({
      verified: false,
      errorType: "NOT_DONE",
      errorCode: "X_NOT_LINKED",
      message: "Connect your X account first",
    });
    fake.world.failNext("twitter", { status: 503, body: { title: "Service Unavailable" } });
    expect(await check("LINK_TWITTER", {})).toMatchObject({
      errorType: "UPSTREAM",
      errorCode: "X_UNAVAILABLE",
    });
  });

  it("TWITTER_FOLLOW: not yet, then verified across pages; cannot check when X is rate limited", async () => {
    expect(await check("TWITTER_FOLLOW", { handle: "@brand_d" })).toMatchObject({
      verified: false,
      errorType: "NOT_DONE",
      errorCode: "TWITTER_NOT_FOLLOWING",
      message: "You don't follow @brand_d yet",
      params: { handle: "brand_d" },
    });
    for (const name of ["brand_a", "brand_b", "brand_c", "kleos", "brand_d"])
      act({ action: "follow", userId: asha, target: name });
    // The list read a moment ago lacks it, but is old enough to be read again.
    fake.clock.now += 11_000;
    const before = fake.world.requests.length;
    expect(await check("TWITTER_FOLLOW", { handle: "brand_d" })).toEqual({ verified: true });
    // Five follows, two a page: three reads.
    expect(fake.world.requests.slice(before).filter((entry) => entry.endsWith("/following"))).toHaveLength(3);
    // Another follow task is answered from the same read.
    const after = fake.world.requests.length;
    expect(await check("TWITTER_FOLLOW", { handle: "kleos" })).toEqual({ verified: true });
    expect(fake.world.requests.length).toBe(after);

    fake.clock.now += 120_000;
    const reset = Math.floor(fake.clock.now / 1000) + 900;
    fake.world.failNext("twitter", {
      status: 429,
      headers: { "x-rate-limit-reset": String(reset) },
      body: { title: "Too Many Requests", status: 429 },
    });
    expect(await check("TWITTER_FOLLOW", { handle: "kleos" })).toEqual({
      verified: false,
      errorType: "UPSTREAM",
      errorCode: "X_RATE_LIMITED",
      message: `X is busy: check again after ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC`,
      params: { retryAt: new Date(reset * 1000).toISOString() },
    });
  });

  it("TWITTER_LIKE: not yet, verified, cannot check when X is down", async () => {
    expect(await check("TWITTER_LIKE", { tweetUrl: POST })).toMatchObject({ errorCode: "TWITTER_NOT_LIKED" });
    act({ action: "like", userId: asha, target: "5001" });
    fake.clock.now += 11_000;
    expect(await check("TWITTER_LIKE", { tweetUrl: POST })).toEqual({ verified: true });
    fake.clock.now += 120_000;
    fake.world.failNext("twitter", { status: 503, body: { title: "Service Unavailable" } });
    expect(await check("TWITTER_LIKE", { tweetUrl: POST })).toMatchObject({
      errorType: "UPSTREAM",
      errorCode: "X_UNAVAILABLE",
    });
    expect(await check("TWITTER_LIKE", { tweetUrl: "https://x.com/kleos" })).toMatchObject({
      errorType: "NOT_CONFIGURED",
      errorCode: "TASK_MISCONFIGURED",
    });
  });

  it("TWITTER_RETWEET: not yet, verified, cannot check", async () => {
    expect(await check("TWITTER_RETWEET", { tweetUrl: POST })).toMatchObject({
      errorCode: "TWITTER_NOT_REPOSTED",
    });
    act({ action: "repost", userId: asha, target: "5001" });
    expect(await check("TWITTER_RETWEET", { tweetUrl: POST })).toEqual({ verified: true });
    fake.world.failNext("twitter", { status: 500 });
    expect(await check("TWITTER_RETWEET", { tweetUrl: POST })).toMatchObject({ errorType: "UPSTREAM" });
  });

  it("TWITTER_COMMENT: a reply in the post's conversation by the gamer", async () => {
    expect(await check("TWITTER_COMMENT", { tweetUrl: POST })).toMatchObject({
      errorCode: "TWITTER_NOT_COMMENTED",
    });
    act({ action: "post", userId: "1100", text: "Someone else's reply", inReplyTo: "5001" });
    expect(await check("TWITTER_COMMENT", { tweetUrl: POST })).toMatchObject({
      errorCode: "TWITTER_NOT_COMMENTED",
    });
    act({ action: "post", userId: asha, text: "In!", inReplyTo: "5001" });
    expect(await check("TWITTER_COMMENT", { tweetUrl: POST })).toEqual({ verified: true });
    fake.world.failNext("twitter", { status: 429, body: {} });
    expect(await check("TWITTER_COMMENT", { tweetUrl: POST })).toMatchObject({
      errorType: "UPSTREAM",
      errorCode: "X_RATE_LIMITED",
      message: "X is busy: check again in a few minutes",
    });
  });

  it("TWITTER_TWEET_HASHTAGS: a post of the gamer with every hashtag", async () => {
    const config = { hashtags: ["Kleos", "#KDrop"] };
    act({ action: "post", userId: asha, text: "Loving #Kleos" });
    expect(await check("TWITTER_TWEET_HASHTAGS", config)).toMatchObject({
      errorCode: "TWITTER_HASHTAGS_MISSING",
      message: "Post on X with #Kleos #KDrop first (posts of the last 7 days count)",
    });
    act({ action: "post", userId: asha, text: "Joined the #KDrop of #Kleos" });
    expect(await check("TWITTER_TWEET_HASHTAGS", config)).toEqual({ verified: true });
    fake.world.failNext("twitter", { status: 502 });
    expect(await check("TWITTER_TWEET_HASHTAGS", config)).toMatchObject({ errorType: "UPSTREAM" });
  });

  it("TWITTER_PROFILE_NAME and TWITTER_BIO: the profile as X has it now", async () => {
    expect(await check("TWITTER_PROFILE_NAME", { brand: "kleos" })).toMatchObject({
      errorCode: "TWITTER_NAME_MISSING_BRAND",
      message: 'Add "kleos" to your X display name first',
    });
    expect(await check("TWITTER_BIO", { text: "Playing on Kleos" })).toMatchObject({
      errorCode: "TWITTER_BIO_MISSING_TEXT",
    });
    act({
      action: "setProfile",
      userId: asha,
      name: "Asha | Kleos",
      description: "Playing on KLEOS every night",
    });
    expect(await check("TWITTER_PROFILE_NAME", { brand: "kleos" })).toEqual({ verified: true });
    expect(await check("TWITTER_BIO", { text: "Playing on Kleos" })).toEqual({ verified: true });
    fake.world.failNext("twitter", { status: 503 });
    expect(await check("TWITTER_BIO", { text: "Playing on Kleos" })).toMatchObject({ errorType: "UPSTREAM" });
  });

  it("SHARE_POG_ON_X: a post of the gamer with their POG link", async () => {
    expect(await check("SHARE_POG_ON_X", {})).toMatchObject({ errorCode: "POG_NOT_SHARED" });
    act({
      action: "post",
      userId: asha,
      text: `My Proof of Gamer https://kleos.gg${pogLinkPathOf("asha_k")}`,
    });
    expect(await check("SHARE_POG_ON_X", {})).toEqual({ verified: true });
    fake.world.failNext("twitter", { status: 503 });
    expect(await check("SHARE_POG_ON_X", {})).toMatchObject({ errorType: "UPSTREAM" });
  });

  it("refresh an expired token with the refresh token, and ask to connect again when X refuses both", async () => {
    fake.world.expireAccessTokens("twitter");
    // The stored expiry is still ahead: X's 401 makes the verifier refresh and try again.
    expect(await check("TWITTER_BIO", { text: "Playing on Kleos" })).toEqual({ verified: true });
    // The access token's own expiry passed: refreshed before the call.
    fake.clock.now += 3 * 60 * 60 * 1000;
    expect(await check("TWITTER_BIO", { text: "Playing on Kleos" }, gamer, new Date(fake.clock.now))).toEqual(
      {
        verified: true,
      },
    );
    fake.world.expireAccessTokens("twitter");
    fake.world.revokeRefreshTokens("twitter");
    expect(await check("TWITTER_BIO", { text: "Playing on Kleos" })).toMatchObject({
      errorType: "NOT_DONE",
      errorCode: "X_RECONNECT",
    });
  });
});
