import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_SIZE_PX } from "@/domain/constants/limits";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { signInByPhone, type TestSession } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let testApp: TestApp;
let gamer: TestSession;
let other: TestSession;

beforeAll(async () => {
  testApp = await createTestApp();
  gamer = await signInByPhone(testApp.app);
  other = await signInByPhone(testApp.app);
});

afterAll(async () => {
  await testApp.app.close();
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });

const names = (body: string): string[] =>
  (JSON.parse(body) as { items: { name: string }[] }).items.map((i) => i.name);

const jpegOf = (width: number, height: number, withExif = false) => {
  const image = sharp({ create: { width, height, channels: 3, background: "#c0392b" } });
  return (withExif ? image.withExif({ IFD0: { Artist: "Secret Location Person" } }) : image)
    .jpeg()
    .toBuffer();
};

const upload = (session: TestSession, bytes: Uint8Array, type = "image/jpeg") =>
  testApp.app.inject({
    method: "POST",
    url: "/api/users/profile/picture",
    headers: { ...session.authorization, "content-type": type },
    payload: Buffer.from(bytes),
  });

describe("the profile pickers", () => {
  it("list professions as the contract says", async () => {
    const response = await get("/api/users/professions");
    expect(response.statusCode).toBe(200);
    expect(contractResponse("listProfessions", 200).validate(response.json())).toEqual([]);
    expect(names(response.body)).toContain("Student");
  });

  it("list countries with India and Brazil first", async () => {
    const response = await get("/api/users/countries");
    const items = response.json<{ items: { code: string; dial_code: string }[] }>().items;
    expect(contractResponse("listCountries", 200).validate(response.json())).toEqual([]);
    expect(items.slice(0, 2)).toMatchObject([
      { code: "IN", dial_code: "+91" },
      { code: "BR", dial_code: "+55" },
    ]);
    expect(items.length).toBeGreaterThan(200);
  });

  it("find cities by any word's prefix, ignoring case and accents", async () => {
    expect(names((await get("/api/users/cities?countryCode=BR&search=SAO")).body)).toEqual(
      expect.arrayContaining(["São Paulo", "São José dos Campos"]),
    );
    expect(names((await get("/api/users/cities?countryCode=BR&search=campos")).body)).toEqual([
      "São José dos Campos",
    ]);
    expect(names((await get("/api/users/cities?countryCode=IN&search=sao")).body)).toEqual([]);
  });

  it("treat a search's LIKE wildcards as text", async () => {
    expect(names((await get("/api/users/cities?countryCode=IN&search=%25")).body)).toEqual([]);
    expect(names((await get("/api/users/cities?countryCode=IN&search=_")).body)).toEqual([]);
  });

  it("find colleges of a country and city", async () => {
    const delhi = names((await get("/api/users/colleges?countryCode=IN&city=delhi")).body);
    expect(delhi).toContain("Indian Institute of Technology Delhi");
    expect(delhi).not.toContain("Indian Institute of Technology Bombay");
    expect(names((await get("/api/users/colleges?countryCode=BR&search=campinas")).body)).toEqual([
      "Universidade Estadual de Campinas",
    ]);
  });

  it("refuse a country that is not two capital letters", async () => {
    expectProblem(await get("/api/users/cities?countryCode=india"), 400, "ValidationFailed");
    expectProblem(await get("/api/users/colleges"), 400, "ValidationFailed");
  });
});

describe("locations", () => {
  it("place a public address, with the spec's field names", async () => {
    const response = await get("/api/users/locations?ip=8.8.8.8");
    expect(contractResponse("getLocation", 200).validate(response.json())).toEqual([]);
    expect(response.json()).toMatchObject({ known: true, country: "US", country_calling_code: "+1" });
  });

  it.each(["127.0.0.1", "10.1.2.3", "not-an-ip"])("call %s unknown", async (ip) => {
    const response = await get(`/api/users/locations?ip=${ip}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ known: false, country: null, countryName: null });
  });

  it("use the caller's address when none is given", async () => {
    const response = await testApp.app.inject({ url: "/api/users/locations", remoteAddress: "8.8.4.4" });
    expect(response.json()).toMatchObject({ known: true, country: "US" });
  });
});

describe("the profile picture", () => {
  it("is re-encoded to at most 512 px a side with its metadata stripped, and served by its key", async () => {
    const response = await upload(gamer, await jpegOf(1600, 900, true));
    expect(response.statusCode, response.body).toBe(200);
    expect(contractResponse("updateProfilePicture", 200).validate(response.json())).toEqual([]);
    const url = response.json<{ pictureUrl: string }>().pictureUrl;
    expect(url).toMatch(/^\/api\/users\/pictures\/[a-f0-9]{32}\.jpg$/);
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.width).toBe(PROFILE_PICTURE_SIZE_PX);
    expect(metadata.height).toBe(PROFILE_PICTURE_SIZE_PX);
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes("Secret Location Person")).toBe(false);
  });

  it("replaces the old picture, whose address then answers 404", async () => {
    const first = (await upload(gamer, await jpegOf(64, 64))).json<{ pictureUrl: string }>().pictureUrl;
    const second = (await upload(gamer, await jpegOf(64, 64))).json<{ pictureUrl: string }>().pictureUrl;
    expect(second).not.toBe(first);
    expectProblem(await get(first), 404, "PictureNotFound");
    expect((await get(second)).statusCode).toBe(200);
  });

  it("is judged by its bytes: a PNG sent as image/jpeg is refused with the spec's message", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const response = await upload(gamer, png);
    expectProblem(response, 400, "ValidationFailed");
    expect(response.json()).toMatchObject({
      detail: "Only JPEG is accepted as image type",
      field: "picture",
    });
  });

  it("refuses a truncated JPEG", async () => {
    const whole = await jpegOf(200, 200);
    expectProblem(await upload(gamer, whole.subarray(0, 100)), 400, "ValidationFailed");
  });

  it("refuses other media types with 415 and a picture over the limit with 413", async () => {
    expectProblem(await upload(gamer, await jpegOf(8, 8), "image/png"), 415, "UnsupportedMediaType");
    const tooBig = Buffer.alloc(PROFILE_PICTURE_MAX_BYTES + 1, 0);
    tooBig.set([0xff, 0xd8, 0xff]);
    expectProblem(await upload(gamer, tooBig), 413, "PayloadTooLarge");
  });

  it("needs sign-in, and each user changes only their own picture", async () => {
    expectProblem(
      await testApp.app.inject({
        method: "POST",
        url: "/api/users/profile/picture",
        headers: { "content-type": "image/jpeg" },
        payload: await jpegOf(8, 8),
      }),
      401,
      "SignInRequired",
    );
    const mine = (await upload(gamer, await jpegOf(32, 32))).json<{ pictureUrl: string }>().pictureUrl;
    const removed = await testApp.app.inject({
      method: "DELETE",
      url: "/api/users/profile/picture",
      headers: other.authorization,
    });
    expect(removed.json()).toMatchObject({ id: other.userId, pictureUrl: null });
    expect((await get(mine)).statusCode).toBe(200);
  });

  it("can be removed", async () => {
    const url = (await upload(gamer, await jpegOf(32, 32))).json<{ pictureUrl: string }>().pictureUrl;
    const removed = await testApp.app.inject({
      method: "DELETE",
      url: "/api/users/profile/picture",
      headers: gamer.authorization,
    });
    expect(removed.json()).toMatchObject({ pictureUrl: null });
    expectProblem(await get(url), 404, "PictureNotFound");
  });

  it("refuses a key that is not one", async () => {
    expectProblem(await get("/api/users/pictures/..%2F..%2Fetc%2Fpasswd"), 400, "ValidationFailed");
  });
});

describe("sign-in comes before validation", () => {
  it("a caller without a token learns 401, not what their body lacks", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/user/preferred-role",
      payload: { preferredRole: "Wizard", extra: true },
    });
    expectProblem(response, 401, "SignInRequired");
    expect(response.body).not.toContain("preferredRole");
  });

  it("a bad token on an open operation is just a guest", async () => {
    const response = await testApp.app.inject({
      url: "/api/users/professions",
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("preferences", () => {
  it("keeps the preferred role and platform", async () => {
    const role = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/user/preferred-role",
      headers: gamer.authorization,
      payload: { preferredRole: "BugHunter" },
    });
    expect(role.json()).toEqual({ preferredRole: "BugHunter", preferredPlatform: null });
    await testApp.app.inject({
      method: "POST",
      url: "/api/v1/user/preferred-platform",
      headers: gamer.authorization,
      payload: { preferredPlatform: "Android" },
    });
    const read = await get("/api/v1/user/preferred-platform", gamer.authorization);
    expect(read.json()).toEqual({ preferredRole: "BugHunter", preferredPlatform: "Android" });
    expect(contractResponse("getPreferredPlatform", 200).validate(read.json())).toEqual([]);
    expect((await get("/api/v1/user/preferred-role", other.authorization)).json()).toEqual({
      preferredRole: null,
      preferredPlatform: null,
    });
  });

  it("refuses a role that is not one of Kleos' ten", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/user/preferred-role",
      headers: gamer.authorization,
      payload: { preferredRole: "Wizard" },
    });
    expectProblem(response, 400, "ValidationFailed");
  });
});

describe("batch details", () => {
  it("answer public fields only, and leave unknown ids out", async () => {
    await testApp.app.inject({
      method: "POST",
      url: "/api/users/username",
      headers: other.authorization,
      payload: { username: "otherone" },
    });
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/users/batch-details",
      headers: gamer.authorization,
      payload: { userIds: [other.userId, "00000000-0000-4000-8000-000000000000"] },
    });
    expect(contractResponse("listUserDetails", 200).validate(response.json())).toEqual([]);
    expect(response.json()).toEqual({
      items: [{ id: other.userId, username: "otherone", pictureUrl: null }],
    });
    expect(response.body).not.toContain(other.phoneNumber);
  });
});
