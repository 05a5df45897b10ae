import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { contentLanguageCandidates, pickContentLanguage } from "@/domain/content/content-language";
import { parseVideoUrl } from "@/domain/content/video-url";

describe("video URL allow-list", () => {
  test("YouTube and Vimeo page addresses give their players", () => {
    expect(parseVideoUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10")).toEqual({
      host: "youtube",
      id: "dQw4w9WgXcQ",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    expect(parseVideoUrl("https://youtu.be/dQw4w9WgXcQ")?.id).toBe("dQw4w9WgXcQ");
    expect(parseVideoUrl("https://www.youtube.com/shorts/dQw4w9WgXcQ")?.host).toBe("youtube");
    expect(parseVideoUrl("https://vimeo.com/76979871")?.embedUrl).toBe(
      "https://player.vimeo.com/video/76979871",
    );
  });

  test("other hosts, plain http, credentials, ports and malformed ids are refused", () => {
    for (const url of [
      "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://user@www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=<script>",
      "https://vimeo.com/abc",
      "javascript:alert(1)",
      "not a url",
    ])
      expect(parseVideoUrl(url)).toBeUndefined();
  });

  test.prop([fc.webUrl()])("property: any player given is one of the allowed players", (url) => {
    const source = parseVideoUrl(url);
    if (source !== undefined)
      expect(source.embedUrl).toMatch(
        /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}|player\.vimeo\.com\/video\/[0-9]+)$/,
      );
  });
});

describe("content language", () => {
  test("the requested language, then its base, then English", () => {
    expect(contentLanguageCandidates("pt-BR")).toEqual(["pt-BR", "pt", "en"]);
    expect(contentLanguageCandidates(undefined)).toEqual(["en"]);
    expect(pickContentLanguage("hi", ["en", "hi"])).toBe("hi");
    expect(pickContentLanguage("pt-BR", ["en", "pt"])).toBe("pt");
    expect(pickContentLanguage("de", ["en", "hi"])).toBe("en");
    expect(pickContentLanguage("de", ["hi"])).toBeUndefined();
  });

  test.prop([fc.constantFrom("en", "hi", "de", "pt-BR", "he"), fc.subarray(["en", "hi", "pt", "he"])])(
    "property: the pick is available, and English is picked whenever nothing closer is",
    (requested, available) => {
      const picked = pickContentLanguage(requested, available);
      if (picked !== undefined) expect(available).toContain(picked);
      if (available.includes("en")) expect(picked).toBeDefined();
    },
  );
});
