/**
 * A small Markdown reader for the policy pages: headings, paragraphs, flat bulleted and numbered lists,
 * **bold**, *italic* / _italic_, `code` and [links](https://...). It builds a tree that React renders as
 * elements, never as HTML, so markup in a content file (`<script>`, `<img onerror>`) shows as plain text.
 * Links keep only http(s), mailto and same-site targets; any other scheme (javascript:, data:) becomes text.
 * Anything else of Markdown (tables, images, nested lists, raw HTML) is read as text: the policies do not
 * need it, and a full parser would cost every visitor of those pages its bundle.
 */

export type Inline =
  | { readonly type: "text"; readonly value: string }
  | { readonly type: "strong"; readonly children: ReadonlyArray<Inline> }
  | { readonly type: "emphasis"; readonly children: ReadonlyArray<Inline> }
  | { readonly type: "code"; readonly value: string }
  | { readonly type: "link"; readonly href: string; readonly children: ReadonlyArray<Inline> };

export type Block =
  | {
      readonly type: "heading";
      readonly level: 1 | 2 | 3 | 4 | 5 | 6;
      readonly id: string;
      readonly children: ReadonlyArray<Inline>;
    }
  | { readonly type: "paragraph"; readonly children: ReadonlyArray<Inline> }
  | {
      readonly type: "list";
      readonly ordered: boolean;
      readonly start: number;
      readonly items: ReadonlyArray<ReadonlyArray<Inline>>;
    };

/** Whether a link target may be followed: web pages, e-mail, and paths or anchors of this site. */
export const isSafeHref = (href: string): boolean =>
  /^(https?:\/\/|mailto:)/i.test(href) ||
  (href.startsWith("/") && !href.startsWith("//")) ||
  href.startsWith("#");

const ESCAPABLE = "\\`*_[]()#+-.!>";

/** Finds `marker` from `from` on, skipping backslash-escaped characters; -1 when absent. */
const findClosing = (text: string, marker: string, from: number): number => {
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === "\\") {
      i += 1;
      continue;
    }
    if (text.startsWith(marker, i)) return i;
  }
  return -1;
};

const isWordChar = (char: string | undefined): boolean => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** The inline content of one paragraph, heading or list item. */
export const parseInline = (text: string): Inline[] => {
  const nodes: Inline[] = [];
  let buffer = "";
  const flush = () => {
    if (buffer !== "") nodes.push({ type: "text", value: buffer });
    buffer = "";
  };

  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? "";
    const next = text[i + 1];

    if (char === "\\" && next !== undefined && ESCAPABLE.includes(next)) {
      buffer += next;
      i += 2;
      continue;
    }

    if (char === "`") {
      const end = text.indexOf("`", i + 1);
      if (end > i + 1) {
        flush();
        nodes.push({ type: "code", value: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }

    if (char === "*" && next === "*") {
      const end = findClosing(text, "**", i + 2);
      if (end > i + 2) {
        flush();
        nodes.push({ type: "strong", children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }

    // `_` inside a word (user_id, snake_case) is a letter, not emphasis.
    if ((char === "*" || char === "_") && next !== undefined && next !== " " && next !== char) {
      const opensWord = char === "*" || !isWordChar(text[i - 1]);
      const end = opensWord ? findClosing(text, char, i + 1) : -1;
      if (end > i + 1 && text[end - 1] !== " " && (char === "*" || !isWordChar(text[end + 1]))) {
        flush();
        nodes.push({ type: "emphasis", children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }

    if (char === "[") {
      const labelEnd = findClosing(text, "]", i + 1);
      if (labelEnd !== -1 && text[labelEnd + 1] === "(") {
        const hrefEnd = text.indexOf(")", labelEnd + 2);
        if (hrefEnd !== -1) {
          const href = text.slice(labelEnd + 2, hrefEnd).trim();
          const children = parseInline(text.slice(i + 1, labelEnd));
          flush();
          if (isSafeHref(href)) nodes.push({ type: "link", href, children });
          else nodes.push(...children);
          i = hrefEnd + 1;
          continue;
        }
      }
    }

    buffer += char;
    i += 1;
  }
  flush();
  return nodes;
};

/** The text of inline content, without its markup. */
export const plainText = (nodes: ReadonlyArray<Inline>): string =>
  nodes
    .map((node) => (node.type === "text" || node.type === "code" ? node.value : plainText(node.children)))
    .join("");

/** A heading's anchor: its words in lower case joined by hyphens (`## 4. Your rights` → `4-your-rights`). */
export const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;

/** The blocks of a Markdown document. Headings get unique ids so a policy section can be linked to. */
export const parseMarkdown = (source: string): Block[] => {
  const blocks: Block[] = [];
  const ids = new Map<string, number>();
  const uniqueId = (text: string) => {
    const base = slugOf(text) || "section";
    const seen = ids.get(base) ?? 0;
    ids.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };

  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | undefined;

  const closeParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" ")) });
    paragraph = [];
  };
  const closeList = () => {
    if (list !== undefined) {
      blocks.push({
        type: "list",
        ordered: list.ordered,
        start: list.start,
        items: list.items.map((item) => parseInline(item)),
      });
    }
    list = undefined;
  };

  for (const rawLine of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trimEnd();
    if (line.trim() === "") {
      closeParagraph();
      closeList();
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading !== null) {
      closeParagraph();
      closeList();
      const text = heading[2] ?? "";
      const children = parseInline(text);
      const level = Math.min(6, (heading[1] ?? "#").length) as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ type: "heading", level, id: uniqueId(plainText(children)), children });
      continue;
    }

    const bullet = BULLET.exec(line);
    const numbered = bullet === null ? NUMBERED.exec(line) : null;
    if (bullet !== null || numbered !== null) {
      closeParagraph();
      const ordered = numbered !== null;
      if (list !== undefined && list.ordered !== ordered) closeList();
      const text = (ordered ? numbered?.[2] : bullet?.[1]) ?? "";
      if (list === undefined) list = { ordered, start: ordered ? Number(numbered?.[1] ?? 1) : 1, items: [] };
      list.items.push(text);
      continue;
    }

    // An indented line after a list item continues that item; any other line continues the paragraph.
    if (list !== undefined && /^\s+/.test(line) && list.items.length > 0) {
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last] ?? ""} ${line.trim()}`;
      continue;
    }
    closeList();
    paragraph.push(line.trim());
  }
  closeParagraph();
  closeList();
  return blocks;
};
