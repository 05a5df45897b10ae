import { describe, expect, it } from "vitest";
import { isSafeHref, markdownToBlocks, slugOf } from "./markdown-blocks-plugin.ts";

/** The inline content of a one-paragraph document. */
const inlineOf = (markdown: string) => {
  const [block, ...rest] = markdownToBlocks(markdown);
  expect(rest).toEqual([]);
  if (block?.type !== "paragraph") throw new Error(`${JSON.stringify(markdown)} is not one paragraph`);
  return block.children;
};

const idsOf = (markdown: string) =>
  markdownToBlocks(markdown).flatMap((block) => (block.type === "heading" ? [block.id] : []));

describe("markdownToBlocks inline content", () => {
  it("reads bold, italic, code and links", () => {
    expect(
      inlineOf("Earn **K-Cash** and *rKLEOS*, see `userId` or [our terms](/terms-and-conditions)."),
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
    expect(inlineOf("**not _advice_**")).toEqual([
      {
        type: "strong",
        children: [
          { type: "text", value: "not " },
          { type: "emphasis", children: [{ type: "text", value: "advice" }] },
        ],
      },
    ]);
    expect(inlineOf("[**write** to us](mailto:privacy@kleos.gg)")).toEqual([
      {
        type: "link",
        href: "mailto:privacy@kleos.gg",
        children: [
          { type: "strong", children: [{ type: "text", value: "write" }] },
          { type: "text", value: " to us" },
        ],
      },
    ]);
  });

  it("leaves unmatched markers, underscores inside words, and escaped characters as text", () => {
    expect(inlineOf("2 * 3 = 6 and snake_case_name")).toEqual([
      { type: "text", value: "2 * 3 = 6 and snake_case_name" },
    ]);
    expect(inlineOf("\\*not italic\\* [no link] &amp;")).toEqual([
      { type: "text", value: "*not italic* [no link] &" },
    ]);
  });

  it("reads a line break inside a paragraph as a space", () => {
    expect(inlineOf("Kleos is a platform\nfor gamers,  \nin India\\\nand Brazil.")).toEqual([
      { type: "text", value: "Kleos is a platform for gamers, in India and Brazil." },
    ]);
  });

  it("keeps markup as text and drops unsafe link targets, keeping their text", () => {
    expect(inlineOf('Text <img src=x onerror="alert(1)"> <b>bold</b>')).toEqual([
      { type: "text", value: 'Text <img src=x onerror="alert(1)"> <b>bold</b>' },
    ]);
    expect(markdownToBlocks("<script>alert(1)</script>\n\n<div onclick=x>\nhi\n</div>")).toEqual([
      { type: "paragraph", children: [{ type: "text", value: "<script>alert(1)</script>" }] },
      { type: "paragraph", children: [{ type: "text", value: "<div onclick=x> hi </div>" }] },
    ]);
    expect(inlineOf("See [click](javascript:alert(1)) now")).toEqual([
      { type: "text", value: "See click now" },
    ]);
    expect(inlineOf("[**x**](data:text/html,hi)")).toEqual([
      { type: "strong", children: [{ type: "text", value: "x" }] },
    ]);
    for (const markdown of [
      "[x](JavaScript:alert(1))",
      "[x](<javascript:alert(1)>)",
      "[x](java&#115;cript:alert(1))",
      "[x](//evil.example)",
      "[x](/\\evil.example)",
      "[x](</&#9;/evil.example>)",
    ]) {
      expect(inlineOf(markdown), markdown).toEqual([{ type: "text", value: "x" }]);
    }
    expect(inlineOf("<javascript:alert(1)>")).toEqual([{ type: "text", value: "javascript:alert(1)" }]);
    expect(inlineOf("<https://kleos.gg>")).toEqual([
      { type: "link", href: "https://kleos.gg", children: [{ type: "text", value: "https://kleos.gg" }] },
    ]);
  });
});

describe("isSafeHref", () => {
  it("allows web, e-mail and same-site targets only", () => {
    for (const href of [
      "https://kleos.gg",
      "http://example.org/a",
      "mailto:privacy@kleos.gg",
      "/privacy-policy",
      "/",
      "#contact",
    ]) {
      expect(isSafeHref(href), href).toBe(true);
    }
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "vbscript:x",
      "ftp://x",
      "privacy-policy",
      "",
    ]) {
      expect(isSafeHref(href), JSON.stringify(href)).toBe(false);
    }
  });
});

describe("markdownToBlocks", () => {
  it("reads headings, paragraphs and lists", () => {
    const blocks = markdownToBlocks(
      [
        "## 1. Who we are",
        "",
        "Kleos is a platform",
        "for gamers.",
        "",
        "- India: PAN,",
        "  Aadhaar and bank",
        "- Brazil: **CPF**",
        "",
        "3. third",
        "4. fourth",
        "### Who we *are*",
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
    expect(blocks[0]).toEqual({
      type: "heading",
      level: 2,
      id: "1-who-we-are",
      text: "1. Who we are",
      children: [{ type: "text", value: "1. Who we are" }],
    });
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
        [
          { type: "text", value: "Brazil: " },
          { type: "strong", children: [{ type: "text", value: "CPF" }] },
        ],
      ],
    });
    expect(blocks[3]).toEqual({
      type: "list",
      ordered: true,
      start: 3,
      items: [[{ type: "text", value: "third" }], [{ type: "text", value: "fourth" }]],
    });
    expect(blocks[4]).toMatchObject({ type: "heading", level: 3, id: "who-we-are", text: "Who we are" });
  });

  it("joins the paragraphs of a list item", () => {
    expect(markdownToBlocks("- one\n\n  more\n- two")).toEqual([
      {
        type: "list",
        ordered: false,
        start: 1,
        items: [[{ type: "text", value: "one more" }], [{ type: "text", value: "two" }]],
      },
    ]);
  });

  it("gives repeated headings distinct ids", () => {
    expect(idsOf("## Contact\n## Contact\n## Contact")).toEqual(["contact", "contact-2", "contact-3"]);
    expect(idsOf("## Contact 2\n## Contact\n## Contact")).toEqual(["contact-2", "contact", "contact-3"]);
    expect(idsOf("## !!!\n\n## **Rights** (`LGPD`)\n\n##\n")).toEqual([
      "section",
      "rights-lgpd",
      "section-2",
    ]);
  });

  it("accepts Windows line endings and ignores blank noise", () => {
    expect(markdownToBlocks("\r\n\r\n## Title\r\nText\r\nmore\r\n\r\n")).toEqual([
      { type: "heading", level: 2, id: "title", text: "Title", children: [{ type: "text", value: "Title" }] },
      { type: "paragraph", children: [{ type: "text", value: "Text more" }] },
    ]);
    expect(markdownToBlocks("")).toEqual([]);
    expect(markdownToBlocks("\n  \n")).toEqual([]);
  });

  it("refuses what the policy pages cannot show, naming the file and line", () => {
    for (const [markdown, construct] of [
      ["> quoted", "blockquote"],
      ["```\ncode\n```", "code"],
      ["    indented code", "code"],
      ["---", "thematicBreak"],
      ["![logo](/logo.png)", "image"],
      ["- one\n  - nested", "list"],
      ["[x][ref]\n\n[ref]: /privacy-policy", "linkReference"],
    ] as const) {
      expect(() => markdownToBlocks(`Intro.\n\n${markdown}`, "content/x.md"), markdown).toThrow(
        new RegExp(`^content/x\\.md:[34]: Markdown \`${construct}\` is not supported`),
      );
    }
  });
});

describe("slugOf", () => {
  it("keeps letters and digits of any script", () => {
    expect(slugOf("4. Your rights (LGPD & DPDP)")).toBe("4-your-rights-lgpd-dpdp");
    expect(slugOf("Ação")).toBe("ação");
    expect(slugOf("  --Hello--  ")).toBe("hello");
  });
});
