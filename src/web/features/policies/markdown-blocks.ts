/**
 * The tree a policy's Markdown becomes at build time (scripts/lib/markdown-blocks-plugin.ts reads
 * `content/<slug>.md?blocks`), and that MarkdownView renders as elements, never as HTML. Types only: the page
 * ships the tree, not a Markdown parser. Every link in it has passed the build's safe-link rule.
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
      /** Unique in its document, so a section can be linked to (`#7-your-rights`). */
      readonly id: string;
      /** The heading without its markup, for the page's list of contents. */
      readonly text: string;
      readonly children: ReadonlyArray<Inline>;
    }
  | { readonly type: "paragraph"; readonly children: ReadonlyArray<Inline> }
  | {
      readonly type: "list";
      readonly ordered: boolean;
      readonly start: number;
      readonly items: ReadonlyArray<ReadonlyArray<Inline>>;
    };
