import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pogMintsTable } from "@/server/db/schema/pog";
import { openServicesRuntime } from "@/server/plugins/runtime";
import { Accounts } from "@/server/services/auth/accounts";
import { pogCardLikesTable } from "@/server/db/schema/pog-showcase";
import { contractAnswers } from "@/server/testing/contract-answers";
import { ledgerOn } from "@/server/testing/ledger";
import { freshPogName, reservePogName } from "@/server/testing/pog-requests";
import {
  POG_MINTING_ROADMAP,
  activateTestAvatar,
  referralCodeOf,
  showcasedGamer,
} from "@/server/testing/pog-showcase-requests";
import { expectProblem } from "@/server/testing/problems";
import { freshIndianNumber, signInByEmail, signInByPhone, type TestSession } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

interface Card {
  readonly name: string;
  readonly kleosName: string;
  readonly avatarUrl: string;
  readonly avatarSource: string;
  readonly frontImageUrl: string;
  readonly likes: number;
  readonly likedByMe: boolean;
  readonly clanName: string | null;
}

interface FeedPage {
  readonly kind: string;
  readonly items: readonly Card[];
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
  readonly exploreUrl: string;
}

interface Share {
  readonly code: string;
  readonly shortUrl: string;
  readonly cta: string;
  readonly name: string;
  readonly frontImageUrl: string;
  readonly channels: readonly { readonly channel: string; readonly url: string }[];
  readonly exploreUrl: string;
}

interface Progress {
  readonly friends: number;
  readonly kpointsEarned: number;
  readonly steps: readonly {
    readonly step: number;
    readonly done: number;
    readonly rewardedAt: string | null;
  }[];
}

describe("POG showcase, likes, share links and referral roadmaps", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const { as, ok } = contractAnswers(() => testApp.app);

  const like = (session: TestSession, name: string) =>
    as(session, { method: "POST", url: "/api/feed/post/like", payload: { name } });
  const feed = (session: TestSession | undefined, kind: string, query = "pageLimit=50") =>
    ok<FeedPage>("listPogFeed", 200, session, { url: `/api/feed/pog/${kind}?${query}` });
  const share = (session: TestSession, query: string) =>
    ok<Share>("createPogShareLink", 200, session, { url: `/api/users/pog/share?${query}` });
  const names = (page: { readonly items: readonly Card[] }, among: readonly string[]) =>
    page.items.map((card) => card.name).filter((name) => among.includes(name));

  describe("feeds", () => {
    it("lists showcased cards only, Legendary by likes, with the caller's likes and paging", async () => {
      const [a, b, c] = [
        await showcasedGamer(testApp),
        await showcasedGamer(testApp),
        await showcasedGamer(testApp),
      ];
      const withoutAvatar = await signInByEmail(testApp.app);
      const bare = freshPogName();
      await reservePogName(testApp.app, withoutAvatar, bare);
      const fans = await Promise.all([1, 2, 3].map(() => signInByEmail(testApp.app)));
      for (const fan of fans) expect((await like(fan, c.name)).statusCode).toBe(200);
      for (const fan of fans.slice(0, 2)) expect((await like(fan, b.name)).statusCode).toBe(200);

      const mine = [a.name, b.name, c.name, bare];
      const asFan = await feed(fans[2], "legendary");
      expect(names(asFan, mine)).toEqual([c.name, b.name, a.name]);
      const cardC = asFan.items.find((card) => card.name === c.name);
      expect(cardC).toMatchObject({
        kleosName: `${c.name}.kleos`,
        likes: 3,
        likedByMe: true,
        avatarSource: "composed",
        frontImageUrl: `/api/users/user-names/${c.name}/pog-card/front`,
        clanName: null,
      });
      expect(cardC?.avatarUrl).toMatch(/^\/api\/users\/pictures\/[0-9a-f]{32}\.jpg$/);
      expect(asFan.items.find((card) => card.name === b.name)?.likedByMe).toBe(false);

      const asGuest = await feed(undefined, "legendary");
      expect(asGuest.items.every((card) => !card.likedByMe)).toBe(true);
      expect(asGuest.exploreUrl).toBe("/api/pog-nft/collection/meta-data");

      const first = await feed(undefined, "legendary", "pageOffset=0&pageLimit=1");
      const second = await feed(undefined, "legendary", "pageOffset=1&pageLimit=1");
      expect(first.items).toHaveLength(1);
      expect(second.items[0]?.name).not.toBe(first.items[0]?.name);
      expect(first.page).toEqual({ pageOffset: 0, pageLimit: 1, total: asGuest.page.total });
      expect(asGuest.page.total).toBeGreaterThanOrEqual(3);
    });

    it("ranks Hottest by the last 7 days' likes, newest avatars first among equals", async () => {
      const old = await showcasedGamer(testApp, { createdAt: new Date(Date.now() - 20 * 86_400_000) });
      const fresh = await showcasedGamer(testApp);
      const fans = await Promise.all([1, 2].map(() => signInByEmail(testApp.app)));
      for (const fan of fans) await like(fan, old.name);
      await like(fans[0]!, fresh.name);
      const [holder] = await testApp.database.db
        .select({ userId: pogMintsTable.userId })
        .from(pogMintsTable)
        .where(eq(pogMintsTable.username, old.name));
      const holderId = holder?.userId ?? "";
      await testApp.database.db
        .update(pogCardLikesTable)
        .set({ likedAt: new Date(Date.now() - 8 * 86_400_000) })
        .where(eq(pogCardLikesTable.cardUserId, holderId));

      const hottest = await feed(undefined, "hottest");
      expect(names(hottest, [old.name, fresh.name])).toEqual([fresh.name, old.name]);
      const legendary = await feed(undefined, "legendary");
      expect(names(legendary, [old.name, fresh.name])).toEqual([old.name, fresh.name]);

      const highlighted = await ok<{ kind: string; items: readonly Card[] }>(
        "listHighlightedPogs",
        200,
        undefined,
        {
          url: "/api/feed/pog/legendary/highlighted",
        },
      );
      expect(highlighted.items.length).toBeLessThanOrEqual(3);
      expect(highlighted.items.map((card) => card.name)).toEqual(
        (await feed(undefined, "legendary", "pageLimit=3")).items.map((card) => card.name),
      );
    });

    it("lists My Clan's cards for a member, nothing for a gamer without a clan, and asks a guest to sign in", async () => {
      const chief = await showcasedGamer(testApp, { byPhone: true });
      const clan = await as(chief.session, {
        method: "POST",
        url: "/api/platform-clans",
        payload: { clanName: `Clan${randomUUID().slice(0, 6)}`, city: "Pune", country: "IN" },
      });
      expect(clan.statusCode, clan.body).toBe(201);
      const outsider = await showcasedGamer(testApp);

      const asChief = await feed(chief.session, "clan");
      expect(asChief.items.map((card) => card.name)).toEqual([chief.name]);
      expect(asChief.items[0]?.clanName).toBe(clan.json<{ clanName: string }>().clanName);
      expect((await feed(outsider.session, "clan")).items).toEqual([]);
      expectProblem(await as(undefined, { url: "/api/feed/pog/clan" }), 401, "SignInRequired");
      expectProblem(await as(undefined, { url: "/api/feed/pog/clan/highlighted" }), 401, "SignInRequired");
    });
  });

  describe("likes", () => {
    it("counts one like per gamer, however often and however concurrently it is sent", async () => {
      const card = await showcasedGamer(testApp);
      const fans = await Promise.all(Array.from({ length: 6 }, () => signInByEmail(testApp.app)));
      const answers = await Promise.all(
        fans.flatMap((fan) => [like(fan, card.name), like(fan, card.name.toUpperCase())]),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const again = await ok<{ name: string; likes: number; likedByMe: boolean }>(
        "addPogCardLike",
        200,
        fans[0],
        {
          method: "POST",
          url: "/api/feed/post/like",
          payload: { name: card.name },
        },
      );
      expect(again).toEqual({ name: card.name, likes: 6, likedByMe: true });
      const [stored] = await testApp.database.db
        .select({ n: count() })
        .from(pogCardLikesTable)
        .innerJoin(pogMintsTable, eq(pogMintsTable.userId, pogCardLikesTable.cardUserId))
        .where(eq(pogMintsTable.username, card.name));
      expect(Number(stored?.n)).toBe(6);
    });

    it("answers 404 PogCardNotFound for a name without a showcased card", async () => {
      const fan = await signInByEmail(testApp.app);
      const bare = await signInByEmail(testApp.app);
      const name = freshPogName();
      await reservePogName(testApp.app, bare, name);
      expectProblem(await like(fan, name), 404, "PogCardNotFound");
      expectProblem(await like(fan, freshPogName()), 404, "PogCardNotFound");
      await activateTestAvatar(testApp, bare);
      expect((await like(fan, name)).statusCode).toBe(200);
    });
  });

  describe("share links", () => {
    it("gives one short link per card and call to action, with each channel's link and utm_source", async () => {
      const sharer = await showcasedGamer(testApp);
      const link = await share(sharer.session, "cta=view&self=true");
      expect(link.code).toMatch(/^[A-Za-z0-9_-]{10}$/);
      expect(link.shortUrl).toBe(`http://localhost/s/${link.code}`);
      expect(link.frontImageUrl).toBe(`http://localhost/api/users/user-names/${sharer.name}/pog-card/front`);
      expect(link.exploreUrl).toBe("http://localhost/api/pog-nft/collection/meta-data");
      expect(link.channels.map((c) => c.channel)).toEqual(["x", "telegram", "facebook", "whatsapp", "more"]);
      for (const { channel, url } of link.channels) {
        const tagged = `${link.shortUrl}?utm_source=${channel}`;
        expect(channel === "more" ? url : decodeURIComponent(url)).toContain(tagged);
      }
      expect(link.channels[0]?.url).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=/);
      expect(link.channels[3]?.url).toMatch(/^https:\/\/wa\.me\/\?text=/);
      expect((await share(sharer.session, "")).code).toBe(link.code);
      expect((await share(sharer.session, "cta=mint")).code).not.toBe(link.code);

      const other = await showcasedGamer(testApp);
      const theirs = await share(sharer.session, `self=false&name=${other.name}`);
      expect(theirs.name).toBe(other.name);
      expectProblem(
        await as(sharer.session, { url: `/api/users/pog/share?self=false&name=${freshPogName()}` }),
        404,
        "PogCardNotFound",
      );
      expectProblem(
        await as(await signInByEmail(testApp.app), { url: "/api/users/pog/share" }),
        404,
        "PogCardNotFound",
      );
    });

    it("answers /s/{code} with the card's preview tags and sends the visitor on", async () => {
      const sharer = await showcasedGamer(testApp);
      const view = await share(sharer.session, "cta=view");
      const page = await testApp.app.inject({ url: `/s/${view.code}`, headers: { host: "kleos.example" } });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      const front = `http://kleos.example/api/users/user-names/${sharer.name}/pog-card/front`;
      expect(page.body).toContain(`<meta property="og:image" content="${front}">`);
      expect(page.body).toContain(`<meta name="twitter:image" content="${front}">`);
      expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(page.body).toContain(
        `<meta property="og:title" content="${sharer.name}.kleos · Proof of Gamer">`,
      );
      expect(page.body).toContain(
        `<meta http-equiv="refresh" content="0; url=http://kleos.example/pog-showcase?card=${sharer.name}">`,
      );

      const mint = await share(sharer.session, "cta=mint");
      const mintPage = await testApp.app.inject({
        url: `/s/${mint.code}`,
        headers: { host: "kleos.example" },
      });
      const code = await referralCodeOf(testApp, sharer.session);
      expect(mintPage.body).toContain(
        `url=http://kleos.example/pog/mint?startLoginFlow=true&amp;referral=${code}">`,
      );

      const missing = await testApp.app.inject({ url: "/s/AAAAAAAAAA" });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).not.toContain("og:image");
      const hostile = await testApp.app.inject({ url: `/s/${encodeURIComponent('<b>"x')}` });
      expect(hostile.statusCode).toBe(404);
      expect(hostile.body).not.toContain("<b>");
    });
  });

  describe("referral roadmaps", () => {
    const progress = (session: TestSession) =>
      ok<Progress>("getReferralRoadmapProgress", 200, session, {
        url: `/api/referral-roadmap/${POG_MINTING_ROADMAP}/${session.userId}/progress`,
      });
    const join = (session: TestSession, referralCode: string, roadmap = POG_MINTING_ROADMAP) =>
      as(session, {
        method: "POST",
        url: `/api/referral-roadmap/${roadmap}/associate`,
        payload: { referralCode },
      });

    it("describes the mint flow's roadmap", async () => {
      const roadmap = await ok<{
        id: string;
        steps: readonly { threshold: number; rewardKpoints: number }[];
      }>("getPogMintingFlowReferralRoadmap", 200, undefined, {
        url: "/api/referral-roadmap/pogMintingFlowReferralRoadmap",
      });
      expect(roadmap.id).toBe(POG_MINTING_ROADMAP);
      expect(roadmap.steps.map((step) => step.threshold)).toEqual([1, 3, 5]);
    });

    it("pays a step when a friend with a verified phone reaches it, once, and reading pays nothing", async () => {
      const referrer = await signInByEmail(testApp.app);
      const code = await referralCodeOf(testApp, referrer);
      const phoneFriend = await signInByPhone(testApp.app);
      const emailFriend = await signInByEmail(testApp.app);
      for (const friend of [phoneFriend, emailFriend]) {
        const joined = await join(friend, code.toLowerCase());
        expect(joined.statusCode, joined.body).toBe(200);
        expect(joined.json()).toMatchObject({ roadmapId: POG_MINTING_ROADMAP, referralCode: code });
      }
      expect((await join(phoneFriend, code)).statusCode).toBe(200);

      // The e-mail friend did the step but has no verified phone: not counted yet.
      await reservePogName(testApp.app, emailFriend, freshPogName());
      const before = await progress(referrer);
      expect(before).toMatchObject({ friends: 2, kpointsEarned: 0 });
      expect(before.steps[0]).toMatchObject({ step: 1, done: 0, rewardedAt: null });

      // Paid with the reservation, before anyone reads the progress.
      await reservePogName(testApp.app, phoneFriend, freshPogName());
      expect(await ledgerOn(testApp.database).balanceOf(referrer.userId, "KPOINTS")).toBe(50);
      const reads = await Promise.all(Array.from({ length: 5 }, () => progress(referrer)));
      for (const read of reads)
        expect(read).toMatchObject({ kpointsEarned: 50, steps: [{ done: 1 }, {}, {}] });
      const after = await progress(referrer);
      expect(after.steps[0]?.rewardedAt).not.toBeNull();
      expect(after.steps[1]).toMatchObject({ step: 2, done: 0, rewardedAt: null });
      expect(await ledgerOn(testApp.database).balanceOf(referrer.userId, "KPOINTS")).toBe(50);
    });

    it("pays a step once when friends reach it concurrently", async () => {
      const referrer = await signInByEmail(testApp.app);
      const code = await referralCodeOf(testApp, referrer);
      const friends = [await signInByPhone(testApp.app), await signInByPhone(testApp.app)];
      for (const friend of friends) expect((await join(friend, code)).statusCode).toBe(200);
      await Promise.all(friends.map((friend) => reservePogName(testApp.app, friend, freshPogName())));
      expect(await ledgerOn(testApp.database).balanceOf(referrer.userId, "KPOINTS")).toBe(50);
      expect((await progress(referrer)).steps[0]).toMatchObject({ done: 2, rewardedAt: expect.any(String) });
    });

    it("pays when a friend who did the step joins, or verifies their phone afterwards", async () => {
      // A friend who reserved a name before joining: joining reaches the step.
      const first = await signInByEmail(testApp.app);
      const early = await signInByPhone(testApp.app);
      await reservePogName(testApp.app, early, freshPogName());
      expect((await join(early, await referralCodeOf(testApp, first))).statusCode).toBe(200);
      expect(await ledgerOn(testApp.database).balanceOf(first.userId, "KPOINTS")).toBe(50);

      // A friend without a verified phone who reserved a name: verifying the phone reaches it.
      const second = await signInByEmail(testApp.app);
      const late = await signInByEmail(testApp.app);
      expect((await join(late, await referralCodeOf(testApp, second))).statusCode).toBe(200);
      await reservePogName(testApp.app, late, freshPogName());
      expect(await ledgerOn(testApp.database).balanceOf(second.userId, "KPOINTS")).toBe(0);
      const runner = openServicesRuntime(testApp.config, testApp.database);
      try {
        await runner.runtime.run(
          Accounts.use((accounts) => accounts.verifyPhone(late.userId, freshIndianNumber())),
        );
      } finally {
        await runner.close();
      }
      expect(await ledgerOn(testApp.database).balanceOf(second.userId, "KPOINTS")).toBe(50);
      expect((await progress(second)).kpointsEarned).toBe(50);
    });

    it("refuses one's own code, a second referrer, an unknown code or roadmap, and another gamer's progress", async () => {
      const [referrer, other, friend] = [
        await signInByEmail(testApp.app),
        await signInByEmail(testApp.app),
        await signInByEmail(testApp.app),
      ];
      const code = await referralCodeOf(testApp, referrer);
      expectProblem(await join(referrer, code), 409, "SelfReferral");
      expect((await join(friend, code)).statusCode).toBe(200);
      expectProblem(
        await join(friend, await referralCodeOf(testApp, other)),
        409,
        "ReferralAlreadyAssociated",
      );
      expectProblem(await join(other, "ZZZZZZZZ"), 404, "ReferralCodeUnknown");
      expectProblem(await join(other, code, "noSuchRoadmap"), 404, "ReferralRoadmapNotFound");
      expectProblem(
        await as(friend, { url: `/api/referral-roadmap/${POG_MINTING_ROADMAP}/${referrer.userId}/progress` }),
        403,
        "ProgressOwnerMismatch",
      );
    });
  });
});

describe("POG showcase with a block explorer", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ pogExplorerUrl: "https://explorer.example/token/0xabc" });
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("leads explore on chain to the configured explorer", async () => {
    const feed = await testApp.app.inject({ url: "/api/feed/pog/legendary" });
    expect(feed.json<{ exploreUrl: string }>().exploreUrl).toBe("https://explorer.example/token/0xabc");
  });
});
