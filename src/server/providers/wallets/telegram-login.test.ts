import { webcrypto } from "node:crypto";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  TelegramLoginRejected,
  type TelegramLoginRejectionReason,
  verifyTelegramLogin,
} from "@/server/providers/wallets/telegram-login";

const botToken = "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw";
const now = new Date("2026-01-01T00:05:00Z");
const check = { botToken, now, maxAgeSeconds: 86_400 };

/** Signs like Telegram does, through WebCrypto rather than the module's own node:crypto calls. */
const signed = async (fields: Record<string, string>, token = botToken): Promise<Record<string, string>> => {
  const encoder = new TextEncoder();
  const secret = await webcrypto.subtle.digest("SHA-256", encoder.encode(token));
  const key = await webcrypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const text = Object.entries(fields)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("\n");
  const mac = new Uint8Array(await webcrypto.subtle.sign("HMAC", key, encoder.encode(text)));
  return { ...fields, hash: Buffer.from(mac).toString("hex") };
};

const reasonOf = (run: () => unknown): TelegramLoginRejectionReason => {
  try {
    run();
  } catch (error) {
    if (error instanceof TelegramLoginRejected) return error.reason;
    throw error;
  }
  throw new Error("expected TelegramLoginRejected");
};

const unixSeconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

const oneLine = fc.string({ minLength: 1, maxLength: 40 }).filter((value) => !value.includes("\n"));
const payload = fc
  .record(
    {
      id: fc.bigInt({ min: 1n, max: 2n ** 52n }).map(String),
      first_name: oneLine,
      last_name: oneLine,
      username: fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{4,31}$/),
      photo_url: fc.webUrl(),
      auth_date: fc.integer({ min: -86_400, max: 60 }).map((offset) => String(1767225900 + offset)),
    },
    { requiredKeys: ["id", "first_name", "auth_date"] },
  )
  .chain((fields) =>
    fc
      .dictionary(fc.stringMatching(/^[a-z][a-z_]{0,11}$/), oneLine, { maxKeys: 3 })
      .map((extra) => ({ ...extra, ...fields }))
      .filter((all) => !("hash" in all)),
  );

describe("verifyTelegramLogin", () => {
  it("accepts Telegram's hash of the sorted fields (vector computed with openssl)", () => {
    const data = {
      id: "42424242",
      first_name: "Asha",
      last_name: "Rao",
      username: "asha_plays",
      photo_url: "https://t.me/i/userpic/320/asha.jpg",
      auth_date: "1767225600",
      hash: "717214a0eb3bb816194faf06c033701aee53044ea87ff224abc8792369c2313c",
    };
    expect(verifyTelegramLogin(data, check)).toEqual({
      id: "42424242",
      firstName: "Asha",
      lastName: "Rao",
      username: "asha_plays",
      photoUrl: "https://t.me/i/userpic/320/asha.jpg",
      authDate: new Date("2026-01-01T00:00:00Z"),
    });
  });

  test.prop([payload])("accepts any fields signed with the bot's token", async (fields) => {
    const login = verifyTelegramLogin(await signed(fields), check);
    expect(login).toEqual({
      id: fields.id,
      firstName: fields.first_name,
      ...(fields.last_name === undefined ? {} : { lastName: fields.last_name }),
      ...(fields.username === undefined ? {} : { username: fields.username }),
      ...(fields.photo_url === undefined ? {} : { photoUrl: fields.photo_url }),
      authDate: new Date(Number(fields.auth_date) * 1000),
    });
  });

  test.prop([payload, fc.nat(), oneLine])(
    "refuses the hash once any field is changed, dropped or added",
    async (fields, pick, value) => {
      const data = await signed(fields);
      const names = Object.keys(fields);
      const name = names[pick % names.length] ?? "id";
      const changed = { ...data, [name]: value };
      fc.pre(changed[name] !== data[name]);
      expect(reasonOf(() => verifyTelegramLogin(changed, check))).toBe("hash");
      const { [name]: _dropped, ...dropped } = data;
      expect(reasonOf(() => verifyTelegramLogin(dropped, check))).toBe("hash");
      fc.pre(!(`x${name}` in data));
      expect(reasonOf(() => verifyTelegramLogin({ ...data, [`x${name}`]: value }, check))).toBe("hash");
    },
  );

  test.prop([payload, fc.integer({ min: 0, max: 63 }), fc.constantFrom(..."0123456789abcdef")])(
    "refuses any change to the hash",
    async (fields, index, digit) => {
      const data = await signed(fields);
      const hash = data["hash"] ?? "";
      fc.pre(hash[index] !== digit);
      const changed = { ...data, hash: hash.slice(0, index) + digit + hash.slice(index + 1) };
      expect(reasonOf(() => verifyTelegramLogin(changed, check))).toBe("hash");
    },
  );

  it("hash: another bot's token, or a hash that is not 64 hex digits", async () => {
    const fields = { id: "7", first_name: "Ravi", auth_date: unixSeconds(now) };
    expect(reasonOf(() => verifyTelegramLogin({ ...fields, hash: "" }, check))).toBe("hash");
    const other = await signed(fields, "987654321:AAOtherBotTokenOtherBotToken000000");
    expect(reasonOf(() => verifyTelegramLogin(other, check))).toBe("hash");
    const data = await signed(fields);
    expect(reasonOf(() => verifyTelegramLogin({ ...data, hash: `${data["hash"] ?? ""}00` }, check))).toBe(
      "hash",
    );
  });

  it("expired: auth_date older than maxAgeSeconds, or more than 60 s ahead", async () => {
    const at = (date: Date) => signed({ id: "7", first_name: "Ravi", auth_date: unixSeconds(date) });
    const oldest = await at(new Date(now.getTime() - 86_400_000));
    expect(verifyTelegramLogin(oldest, check).id).toBe("7");
    const tooOld = await at(new Date(now.getTime() - 86_401_000));
    expect(reasonOf(() => verifyTelegramLogin(tooOld, check))).toBe("expired");
    const ahead = await at(new Date(now.getTime() + 60_000));
    expect(verifyTelegramLogin(ahead, check).id).toBe("7");
    const tooFarAhead = await at(new Date(now.getTime() + 61_000));
    expect(reasonOf(() => verifyTelegramLogin(tooFarAhead, check))).toBe("expired");
  });

  it("malformed: no hash, a line break in a field, or signed fields without a usable id, name or date", async () => {
    const fields = { id: "7", first_name: "Ravi", auth_date: unixSeconds(now) };
    expect(reasonOf(() => verifyTelegramLogin(fields, check))).toBe("malformed");
    const broken = await signed({ ...fields, last_name: "a\nb" });
    expect(reasonOf(() => verifyTelegramLogin(broken, check))).toBe("malformed");
    for (const bad of [
      { first_name: "Ravi", auth_date: unixSeconds(now) },
      { ...fields, id: "-7" },
      { ...fields, id: "seven" },
      { id: "7", auth_date: unixSeconds(now) },
      { ...fields, first_name: "" },
      { id: "7", first_name: "Ravi" },
      { ...fields, auth_date: "yesterday" },
    ])
      expect(reasonOf(() => verifyTelegramLogin(bad, check))).toBe("malformed");
  });

  it("refuses to run with a token or age that would make the check meaningless", async () => {
    const data = await signed({ id: "7", first_name: "Ravi", auth_date: unixSeconds(now) }, "");
    expect(() => verifyTelegramLogin(data, { ...check, botToken: "" })).toThrow(RangeError);
    expect(() => verifyTelegramLogin(data, { ...check, maxAgeSeconds: 0 })).toThrow(RangeError);
  });
});
