import { fromMarkdown } from "mdast-util-from-markdown";
import type { Nodes } from "mdast";
import { Fragment, type ReactNode, useMemo } from "react";
import { Link } from "react-router";
import * as styles from "@/web/components/article-body.css";

/** Links an admin may write: this site's paths, https, e-mail. Anything else (javascript:, data:) is plain text. */
export const isSafeHref = (href: string): boolean =>
  !/[\s\\\p{Cc}]/u.test(href) && (/^(https:\/\/|mailto:)/i.test(href) || /^\/(?!\/)/.test(href));

/** Pictures only from this site or over https. */
const isSafeImage = (src: string): boolean =>
  !/[\s\\\p{Cc}]/u.test(src) && /^(https:\/\/|\/(?!\/))/i.test(src);

const children = (node: { children?: ReadonlyArray<Nodes> }): ReactNode =>
  (node.children ?? []).map((child, index) => <Node key={index} node={child} />);

/**
 * One Markdown node as React elements. Raw HTML in the text is shown as the text it is, never parsed, and there
 * is no `dangerouslySetInnerHTML` anywhere: what an admin writes cannot add a script, a frame or a handler.
 */
const Node = ({ node }: { node: Nodes }): ReactNode => {
  switch (node.type) {
    case "root":
      return children(node);
    case "text":
    case "html":
      return node.value;
    case "paragraph":
      return <p>{children(node)}</p>;
    case "heading":
      // The page's title is its only h1: Markdown headings start at h2.
      return node.depth <= 2 ? <h2>{children(node)}</h2> : <h3>{children(node)}</h3>;
    case "strong":
      return <strong>{children(node)}</strong>;
    case "emphasis":
      return <em>{children(node)}</em>;
    case "delete":
      return <del>{children(node)}</del>;
    case "inlineCode":
      return <code>{node.value}</code>;
    case "code":
      return (
        <pre>
          <code>{node.value}</code>
        </pre>
      );
    case "blockquote":
      return <blockquote>{children(node)}</blockquote>;
    case "list":
      return node.ordered === true ? (
        <ol start={node.start ?? 1}>{children(node)}</ol>
      ) : (
        <ul>{children(node)}</ul>
      );
    case "listItem":
      return <li>{children(node)}</li>;
    case "thematicBreak":
      return <hr />;
    case "break":
      return <br />;
    case "link":
      if (!isSafeHref(node.url)) return <Fragment>{children(node)}</Fragment>;
      return node.url.startsWith("/") ? (
        <Link to={node.url}>{children(node)}</Link>
      ) : (
        <a href={node.url} rel="noopener noreferrer" target="_blank">
          {children(node)}
        </a>
      );
    case "image":
      return isSafeImage(node.url) ? (
        <img className={styles.inlineImage} src={node.url} alt={node.alt ?? ""} loading="lazy" />
      ) : (
        (node.alt ?? "")
      );
    default:
      // Anything else CommonMark may produce (definitions, references) shows its text, if any.
      return "children" in node ? children(node) : "value" in node ? node.value : null;
  }
};

/** An article's Markdown, rendered as elements. */
export const ArticleBody = ({ markdown }: { markdown: string }) => {
  const tree = useMemo(() => fromMarkdown(markdown), [markdown]);
  return (
    <div className={styles.prose}>
      <Node node={tree} />
    </div>
  );
};
