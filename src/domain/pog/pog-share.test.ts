import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  POG_SHARE_CHANNELS,
  escapeHtml,
  shareChannelLinks,
  sharePageHtml,
  shareTargetPath,
  withUtmSource,
} from "@/domain/pog/pog-share";

describe("POG share links", () => {
  it("tags the short link with each channel's utm_source", () => {
    expect(withUtmSource("https://kleos.example/s/abcdefghij", "x")).toBe(
      "https://kleos.example/s/abcdefghij?utm_source=x",
    );
    const links = shareChannelLinks("https://kleos.example/s/abcdefghij", "arjun.kleos & friends");
    expect(links.map((link) => link.channel)).toEqual([...POG_SHARE_CHANNELS]);
    expect(links[0]?.url).toBe(
      "https://twitter.com/intent/tweet?text=arjun.kleos%20%26%20friends&url=https%3A%2F%2Fkleos.example%2Fs%2Fabcdefghij%3Futm_source%3Dx",
    );
    expect(links[4]?.url).toBe("https://kleos.example/s/abcdefghij?utm_source=more");
  });

  it("sends a view to the card's page and a mint to the mint flow with the referral code", () => {
    expect(shareTargetPath("view", "arjun", "ABCDEFGH")).toBe("/pog-showcase?card=arjun");
    expect(shareTargetPath("mint", "arjun", "ABCDEFGH")).toBe(
      "/pog/mint?startLoginFlow=true&referral=ABCDEFGH",
    );
  });

  it("escapes every tag's value", () => {
    const html = sharePageHtml({
      title: `"><script>alert(1)</script>`,
      description: "a & b 'c'",
      imageUrl: "https://x.example/i.png?a=1&b=2",
      pageUrl: "https://x.example/s/abc",
      targetUrl: 'https://x.example/pog"onload=',
    });
    expect(html).not.toContain("<script>");
    expect(html).toContain(
      '<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(html).toContain('<meta property="og:description" content="a &amp; b &#39;c&#39;">');
    expect(html).toContain('<meta property="og:image" content="https://x.example/i.png?a=1&amp;b=2">');
    expect(html).toContain('content="0; url=https://x.example/pog&quot;onload=">');
  });

  test.prop([fc.string()])("an escaped value holds no markup characters", (value) => {
    expect(escapeHtml(value)).not.toMatch(/[<>"']/u);
  });
});
