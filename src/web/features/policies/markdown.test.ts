import { describe, expect, it } from "vitest";
import { isSafeHref, parseInline, parseMarkdown, plainText, slugOf } from "@/web/features/policies/markdown";

describe("parseInline", () => {
  it("reads bold, italic, code and links", () => {
    expect(
      parseInline("Earn **K-Cash** and *rKLEOS*, see `userId` or [our terms](/terms-and-conditions)."),
    ).toEqual([
      { type: "text", value: "Earn " },
      { type: "strong", children: [{ type: "text", value: "K-Cash" }] },
      { type: "text", value: " and " },
      { type: "emphasis", children: [{ type: "text", value: "rKLEOS" }] },
      { type: "text", value: ", see " },
      { type: "code", value: "userId" },
      { type: "text", value: " or " },
      { type: "link", href: "/terms-and-conditions", children: [{ type: "text", value: "our terms" }] },
      { type: "text", value: "." },
    ]);
  });

  it("nests emphasis inside bold and inside link labels", () => {
    expect(parseInline("**not _advice_**")).toEqual([
      {
        type: "strong",
        children: [
          { type: "text", value: "not " },
          { type: "emphasis", children: [{ type: "text", value: "advice" }] },
        ],
      },
    ]);
    expect(plainText(parseInline("[**write** to us](mailto:privacy@kleos.gg)"))).toBe("write to us");
  });

  it("leaves unmatched markers, underscores inside words, and escaped characters as text", () => {
    expect(parseInline("2 * 3 = 6 and snake_case_name")).toEqual([
      { type: "text", value: "2 * 3 = 6 and snake_case_name" },
    ]);
    expect(parseInline("\\*not italic\\* [no link]")).toEqual([
      { type: "text", value: "*not italic* [no link]" },
    ]);
  });

  it("never produces HTML and drops unsafe link targets", () => {
    expect(parseInline('<img src=x onerror="alert(1)">')).toEqual([
      { type: "text", value: '<img src=x onerror="alert(1)">' },
    ]);
    expect(parseInline("[click](javascript:alert(1))")).toEqual([
      { type: "text", value: "click" },
      { type: "text", value: ")" },
    ]);
    expect(parseInline("[x](data:text/html,hi)")).toEqual([{ type: "text", value: "x" }]);
  });
});

describe("isSafeHref", () => {
  it("allows web, e-mail and same-site targets only", () => {
    for (const href of [
      "https://kleos.gg",
      "http://example.org/a",
      "mailto:privacy@kleos.gg",
      "/privacy-policy",
      "#contact",
    ]) {
      expect(isSafeHref(href)).toBe(true);
    }
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "vbscript:x",
      "ftp://x",
    ]) {
      expect(isSafeHref(href)).toBe(false);
    }
  });
});

describe("parseMarkdown", () => {
  it("reads headings, paragraphs and lists", () => {
    const blocks = parseMarkdown(
      [
        "## 1. Who we are",
        "",
        "Kleos is a platform",
        "for gamers.",
        "",
        "- India: PAN,",
        "  Aadhaar and bank",
        "- Brazil: CPF",
        "",
        "3. third",
        "4. fourth",
        "### Who we are",
        "After.",
      ].join("\n"),
    );
    expect(blocks.map((block) => block.type)).toEqual([
      "heading",
      "paragraph",
      "list",
      "list",
      "heading",
      "paragraph",
    ]);
    expect(blocks[0]).toMatchObject({ type: "heading", level: 2, id: "1-who-we-are" });
    expect(blocks[1]).toEqual({
      type: "paragraph",
      children: [{ type: "text", value: "Kleos is a platform for gamers." }],
    });
    expect(blocks[2]).toEqual({
      type: "list",
      ordered: false,
      start: 1,
      items: [
        [{ type: "text", value: "India: PAN, Aadhaar and bank" }],
        [{ type: "text", value: "Brazil: CPF" }],
      ],
    });
    expect(blocks[3]).toMatchObject({ type: "list", ordered: true, start: 3 });
    expect(blocks[4]).toMatchObject({ type: "heading", level: 3, id: "who-we-are" });
  });

  it("gives repeated headings distinct ids", () => {
    const ids = parseMarkdown("## Contact\n## Contact\n## Contact").map((block) =>
      block.type === "heading" ? block.id : "",
    );
    expect(ids).toEqual(["contact", "contact-2", "contact-3"]);
  });

  it("accepts Windows line endings and ignores blank noise", () => {
    expect(parseMarkdown("\r\n\r\n## Title\r\nText\r\n\r\n")).toHaveLength(2);
    expect(parseMarkdown("")).toEqual([]);
  });
});

describe("slugOf", () => {
  it("keeps letters and digits of any script", () => {
    expect(slugOf("4. Your rights (LGPD & DPDP)")).toBe("4-your-rights-lgpd-dpdp");
    expect(slugOf("Ação")).toBe("ação");
  });
});
