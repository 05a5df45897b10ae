import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  DiscordLink,
  FacebookLink,
  GeneralUrl,
  InstagramLink,
  TwitterLink,
  YoutubeLink,
} from "@/domain/validation/social-link-rules";
import { firstFailure } from "@/domain/validation/validate";

const handle = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(..."abcXYZ019_"), minLength, maxLength });
const slug = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(..."abcXYZ019-"), minLength, maxLength });
const prefix = fc.constantFrom("", "https://", "http://", "https://www.", "www.");
const videoId = fc.string({ unit: fc.constantFrom(..."abcXYZ019_-"), minLength: 11, maxLength: 11 });
const valid = (schema: Parameters<typeof firstFailure>[0], input: string) =>
  firstFailure(schema, input) === undefined;

describe("social links", () => {
  test.prop([
    prefix,
    fc.constantFrom("twitter.com", "x.com"),
    handle(1, 15),
    fc.constantFrom("", "/", "?s=20"),
  ])("property: Twitter/X profile links are accepted", (start, host, name, tail) => {
    expect(valid(TwitterLink, `${start}${host}/${name}${tail}`)).toBe(true);
  });

  test.prop([prefix, handle(16, 30)])(
    "property: a Twitter handle over 15 characters is refused",
    (start, name) => {
      expect(firstFailure(TwitterLink, `${start}x.com/${name}`)?.message).toBe(
        "Please enter a valid Twitter/X link",
      );
    },
  );

  test.prop([prefix, handle(1, 30)])("property: Instagram profile links are accepted", (start, name) => {
    expect(valid(InstagramLink, `${start}instagram.com/${name}`)).toBe(true);
  });

  test.prop([prefix, slug(2, 32)])("property: Discord invites are accepted", (start, code) => {
    expect(valid(DiscordLink, `${start}discord.gg/${code}`)).toBe(true);
    expect(valid(DiscordLink, `${start}discord.com/invite/${code}`)).toBe(true);
  });

  test.prop([prefix, slug(5, 40)])("property: Facebook pages are accepted", (start, name) => {
    expect(valid(FacebookLink, `${start}facebook.com/${name}`)).toBe(true);
  });

  test.prop([videoId])("property: YouTube videos are accepted in both hosts", (id) => {
    expect(valid(YoutubeLink, `https://www.youtube.com/watch?v=${id}`)).toBe(true);
    expect(valid(YoutubeLink, `https://youtu.be/${id}`)).toBe(true);
  });

  test.prop([handle(1, 20)])("property: a link to another site is no social link", (name) => {
    const other = `https://example.com/${name}`;
    expect(firstFailure(DiscordLink, other)?.messageId).toBe("validation.discordLink.invalid");
    expect(firstFailure(InstagramLink, other)?.messageId).toBe("validation.instagramLink.invalid");
    expect(firstFailure(TwitterLink, other)?.messageId).toBe("validation.twitterLink.invalid");
    expect(firstFailure(FacebookLink, other)?.messageId).toBe("validation.facebookLink.invalid");
    expect(firstFailure(YoutubeLink, other)?.messageId).toBe("validation.youtubeLink.invalid");
  });

  test.each([
    [DiscordLink, "https://discord.gg/kleos", true],
    [DiscordLink, "https://discord.com/users/123456789012345678", true],
    [DiscordLink, "https://discord.gg/", false],
    [InstagramLink, "https://www.instagram.com/kleos.gg/", true],
    [InstagramLink, "https://instagram.com/", false],
    [TwitterLink, "https://x.com/kleos_gg", true],
    [TwitterLink, "https://twitter.com/kleos-gg", false],
    [FacebookLink, "https://www.facebook.com/profile.php?id=100012345678", true],
    [FacebookLink, "https://facebook.com/abc", false],
    [YoutubeLink, "https://www.youtube.com/@KleosGaming", true],
    [YoutubeLink, "https://www.youtube.com/channel/UC1234567890abcdefghijkl", true],
    [YoutubeLink, "https://youtu.be/short", false],
  ] as const)("%#: %s → %s", (schema, input, expected) => {
    expect(valid(schema, input)).toBe(expected);
  });
});

describe("general URL", () => {
  const labelArb = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
  const tld = fc.string({
    unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"),
    minLength: 2,
    maxLength: 6,
  });

  test.prop([
    fc.constantFrom("", "https://", "http://"),
    fc.array(labelArb, { minLength: 1, maxLength: 3 }),
    tld,
  ])("property: a host of labels with a top level of 2+ letters is accepted", (scheme, labels, top) => {
    const host = `${labels.join(".")}.${top}`;
    fc.pre(!host.startsWith("ww."));
    expect(valid(GeneralUrl, `${scheme}${host}/path?q=1`)).toBe(true);
  });

  test.prop([fc.constantFrom("", "https://", "http://", "HTTPS://"), labelArb, tld])(
    "property: a host starting ww. reads Please enter a valid URL",
    (scheme, name, top) => {
      expect(firstFailure(GeneralUrl, `${scheme}ww.${name}.${top}`)?.message).toBe(
        "Please enter a valid URL",
      );
    },
  );

  test.each([
    ["https://kleos.gg", true],
    ["www.kleos.gg", true],
    ["kleos.gg:8080/path", true],
    ["ww.kleos.gg", false],
    ["https://ww.kleos.gg", false],
    ["kleos", false],
    ["https://kleos.g", false],
    ["ftp://kleos.gg", false],
    ["kleos gg.com", false],
    ["", false],
  ])("%j → %s", (input, expected) => {
    expect(valid(GeneralUrl, input)).toBe(expected);
  });
});
