/**
 * Reads the policy pages' Markdown at build time: `import blocks from "./content/privacy-policy.md?blocks"` is a
 * module whose default export is the document as a tree of blocks (src/web/features/policies/markdown-blocks.ts),
 * so no visitor's browser downloads or runs a Markdown parser.
 *
 * CommonMark only (mdast-util-from-markdown): headings, paragraphs, flat lists, bold, italic, code and links.
 * Markup in a content file (`<script>`, `<img onerror>`) becomes plain text; a link to anywhere but a web page,
 * an e-mail address or this site (javascript:, data:) becomes its text. Any other construct (a quote, a code
 * block, an image, a nested list) fails the build: the pages could not show it as written.
 */
import { readFile } from "node:fs/promises";
import type { List, Nodes, PhrasingContent, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import type { Plugin } from "vite";
import type { Block, Inline } from "@/web/features/policies/markdown-blocks";

/**
 * Whether a link target may be followed: web pages, e-mail, and paths or anchors of this site. A browser drops
 * tabs and line breaks from a URL and reads `\` as `/`, so a target holding either is refused too
 * (`/\evil.example` would leave the site).
 */
export const isSafeHref = (href: string): boolean =>
  !/[\s\\\p{Cc}]/u.test(href) &&
  (/^(https?:\/\/|mailto:)/i.test(href) || /^\/(?!\/)/.test(href) || href.startsWith("#"));

/** A heading's anchor: its words in lower case joined by hyphens (`## 4. Your rights` → `4-your-rights`). */
export const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");

/** The text of inline content, without its markup. */
export const plainText = (nodes: ReadonlyArray<Inline>): string =>
  nodes
    .map((node) => (node.type === "text" || node.type === "code" ? node.value : plainText(node.children)))
    .join("");

/** A soft line break inside a paragraph is a space. */
const oneLine = (value: string): string => value.replace(/[ \t]*\r?\n[ \t]*/g, " ");

const unsupported = (node: Nodes, file: string): Error =>
  new Error(
    `${file}:${node.position?.start.line ?? 1}: Markdown \`${node.type}\` is not supported; the policy pages ` +
      "show headings, paragraphs, flat lists, bold, italic, code and links only",
  );

/** Adjacent text nodes (left by an unsafe link or by markup read as text) become one. */
const merged = (nodes: ReadonlyArray<Inline>): Inline[] =>
  nodes.reduce<Inline[]>((result, node) => {
    const last = result.at(-1);
    if (node.type === "text" && last?.type === "text")
      result[result.length - 1] = { type: "text", value: last.value + node.value };
    else result.push(node);
    return result;
  }, []);

const inlineOf = (nodes: ReadonlyArray<PhrasingContent>, file: string): Inline[] =>
  merged(
    nodes.flatMap((node): Inline[] => {
      switch (node.type) {
        case "text":
        case "html":
          return [{ type: "text", value: oneLine(node.value) }];
        case "break":
          return [{ type: "text", value: " " }];
        case "inlineCode":
          return [{ type: "code", value: node.value }];
        case "strong":
          return [{ type: "strong", children: inlineOf(node.children, file) }];
        case "emphasis":
          return [{ type: "emphasis", children: inlineOf(node.children, file) }];
        case "link": {
          const children = inlineOf(node.children, file);
          return isSafeHref(node.url) ? [{ type: "link", href: node.url, children }] : children;
        }
        default:
          throw unsupported(node, file);
      }
    }),
  );

const listOf = (list: List, file: string): Block => ({
  type: "list",
  ordered: list.ordered === true,
  start: list.start ?? 1,
  items: list.children.map((item) =>
    merged(
      item.children.flatMap((child, index): Inline[] => {
        if (child.type !== "paragraph") throw unsupported(child, file);
        const inline = inlineOf(child.children, file);
        return index === 0 ? inline : [{ type: "text", value: " " }, ...inline];
      }),
    ),
  ),
});

/** The blocks of a Markdown document; `file` names it in errors. Headings get unique ids. */
export const markdownToBlocks = (source: string, file = "markdown"): Block[] => {
  const used = new Set<string>();
  const counts = new Map<string, number>();
  // `Contact`, `Contact` → `contact`, `contact-2`, skipping an id another heading took as its own (`Contact 2`).
  const uniqueId = (text: string): string => {
    const base = slugOf(text) || "section";
    const idOf = (count: number) => (count === 1 ? base : `${base}-${count}`);
    let count = (counts.get(base) ?? 0) + 1;
    while (used.has(idOf(count))) count += 1;
    counts.set(base, count);
    used.add(idOf(count));
    return idOf(count);
  };

  return fromMarkdown(source).children.map((node: RootContent): Block => {
    switch (node.type) {
      case "heading": {
        const children = inlineOf(node.children, file);
        const text = plainText(children);
        return { type: "heading", level: node.depth, id: uniqueId(text), text, children };
      }
      case "paragraph":
        return { type: "paragraph", children: inlineOf(node.children, file) };
      case "html":
        return { type: "paragraph", children: [{ type: "text", value: oneLine(node.value) }] };
      case "list":
        return listOf(node, file);
      default:
        throw unsupported(node, file);
    }
  });
};

/** Vite plugin: `<file>.md?blocks` → `export default <the file's blocks>`. */
export const markdownBlocks = (): Plugin => ({
  name: "kleos-markdown-blocks",
  enforce: "pre",
  async load(id) {
    const [file = "", query] = id.split("?", 2);
    if (!file.endsWith(".md") || query === undefined || !new URLSearchParams(query).has("blocks"))
      return null;
    this.addWatchFile(file);
    const blocks = markdownToBlocks(await readFile(file, "utf8"), file);
    return { code: `export default ${JSON.stringify(blocks)};\n`, map: { mappings: "" } };
  },
});
