import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userIdentitiesTable } from "@/server/db/schema/accounts";
import { freshPogName, reservePogName } from "@/server/testing/pog-requests";
import { expectProblem } from "@/server/testing/problems";
import { signInByEmail, type TestSession } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

describe("the POG card", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const card = (
    name: string,
    side: "front" | "back",
    headers: Record<string, string> = {},
    locale?: string,
  ) =>
    testApp.app.inject({
      url: `/api/users/user-names/${name}/pog-card/${side}${locale === undefined ? "" : `?locale=${locale}`}`,
      headers,
    });

  const png = async (name: string, side: "front" | "back", locale?: string) => {
    const response = await card(name, side, {}, locale);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    return { bytes: response.rawPayload, etag: String(response.headers.etag) };
  };

  /** The decoded pixels (RGBA), which must be a 600 × 900 picture. */
  const pixels = async (bytes: Buffer) => {
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([600, 900]);
    return data;
  };

  const gamerWithName = async (): Promise<{ session: TestSession; name: string }> => {
    const session = await signInByEmail(testApp.app);
    const name = freshPogName();
    await reservePogName(testApp.app, session, name);
    return { session, name };
  };

  it("draws both sides of a reserved name's card as 600 × 900 PNGs, in any case of the name", async () => {
    const { name } = await gamerWithName();
    for (const side of ["front", "back"] as const) {
      const response = await card(name.toUpperCase(), side);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, no-cache");
      expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 600, 900]);
    }
    const front = await png(name, "front");
    const back = await png(name, "back");
    expect(front.etag).not.toBe(back.etag);
    expect(Buffer.compare(await pixels(front.bytes), await pixels(back.bytes))).not.toBe(0);
  });

  it("draws another card for another name, the facts being the same", async () => {
    const first = await gamerWithName();
    const second = await gamerWithName();
    const a = await png(first.name, "front");
    const b = await png(second.name, "front");
    expect(a.etag).not.toBe(b.etag);
    expect(Buffer.compare(await pixels(a.bytes), await pixels(b.bytes))).not.toBe(0);
  });

  it("draws the words in the viewer's language, and the English card where the fonts lack the script", async () => {
    const { name } = await gamerWithName();
    const english = await png(name, "back");
    const hindi = await png(name, "back", "hi");
    const hebrew = await png(name, "back", "he");
    const japanese = await png(name, "back", "ja");
    expect(hindi.etag).not.toBe(english.etag);
    expect(Buffer.compare(await pixels(hindi.bytes), await pixels(english.bytes))).not.toBe(0);
    expect(hebrew.etag).not.toBe(english.etag);
    expect(Buffer.compare(await pixels(hebrew.bytes), await pixels(english.bytes))).not.toBe(0);
    expect(japanese.etag).toBe(english.etag);
    expectProblem(await card(name, "back", {}, "xx"), 400, "ValidationFailed");
  });

  it("answers 304 to the current ETag, and a new card once a badge, a score or the avatar changes", async () => {
    const { session, name } = await gamerWithName();
    const first = await png(name, "front");
    const again = await card(name, "front", { "if-none-match": first.etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.etag);
    // Asked again without the ETag: the same picture (drawn once, kept).
    expect(Buffer.compare((await png(name, "front")).bytes, first.bytes)).toBe(0);

    // Telegram linked: the Telegramer badge and a Social score.
    await testApp.database.db
      .insert(userIdentitiesTable)
      .values({ userId: session.userId, provider: "telegram", subject: `tg-${randomUUID()}`, display: "@g" });
    const linked = await card(name, "front", { "if-none-match": first.etag });
    expect(linked.statusCode).toBe(200);
    expect(linked.headers.etag).not.toBe(first.etag);
    expect(Buffer.compare(await pixels(linked.rawPayload), await pixels(first.bytes))).not.toBe(0);
    const backAfter = await png(name, "back");
    expect(backAfter.etag).not.toBe((await png(name, "front")).etag);

    // An avatar made active (a picture in the store, as a generation leaves it).
    const uploaded = await testApp.app.inject({
      method: "POST",
      url: "/api/users/profile/picture",
      headers: { ...session.authorization, "content-type": "image/jpeg" },
      payload: await sharp({ create: { width: 256, height: 256, channels: 3, background: "#e11d48" } })
        .jpeg()
        .toBuffer(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const key = uploaded.json<{ pictureUrl: string }>().pictureUrl.split("/").pop() ?? "";
    await testApp.database.db.execute(
      sql`insert into pog_avatar_slots (user_id, slot, category, character, style, status, avatar_key, avatar_source, avatar_attribution, avatar_created_at, active)
          values (${session.userId}, 1, 'Adventure', 'kai', 'classic', 'READY', ${key}, 'composed', 'test', now(), true)`,
    );
    const withAvatar = await png(name, "front");
    expect(withAvatar.etag).not.toBe(linked.headers.etag);
    const drawn = await pixels(withAvatar.bytes);
    // The avatar's red fills the middle of its frame (300, 280).
    const at = (280 * 600 + 300) * 4;
    expect([drawn[at], drawn[at + 1], drawn[at + 2]]).toEqual([
      expect.toSatisfy((r: number) => r > 180),
      expect.toSatisfy((g: number) => g < 80),
      expect.toSatisfy((b: number) => b < 120),
    ]);
  });

  it("answers 404 PogCardNotFound for a name nobody holds and 400 for a name that cannot be one", async () => {
    expectProblem(await card(freshPogName(), "front"), 404, "PogCardNotFound");
    expectProblem(await card(freshPogName(), "back"), 404, "PogCardNotFound");
    expectProblem(await card("no%20way", "front"), 400, "ValidationFailed");
    expectProblem(await card("abcd", "back"), 400, "ValidationFailed");
  });
});
