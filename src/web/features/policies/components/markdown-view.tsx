import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import type { Block, Inline } from "@/web/features/policies/markdown-blocks";
import * as styles from "@/web/features/policies/components/markdown-view.css";

const renderInline = (nodes: ReadonlyArray<Inline>): ReactNode =>
  nodes.map((node, index) => {
    switch (node.type) {
      case "text":
        return <Fragment key={index}>{node.value}</Fragment>;
      case "code":
        return <code key={index}>{node.value}</code>;
      case "strong":
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case "emphasis":
        return <em key={index}>{renderInline(node.children)}</em>;
      case "link":
        // Same-site paths go through the router (no reload); anchors, e-mail and other sites are plain links.
        return node.href.startsWith("/") ? (
          <Link key={index} to={node.href}>
            {renderInline(node.children)}
          </Link>
        ) : (
          <a
            key={index}
            href={node.href}
            {...(/^https?:/i.test(node.href) ? { rel: "noopener noreferrer" } : {})}
          >
            {renderInline(node.children)}
          </a>
        );
    }
  });

const Heading = ({ level, id, children }: { level: number; id: string; children: ReactNode }) => {
  // The page's own title is its only h1: a `#` heading in content becomes an h2.
  switch (level) {
    case 1:
    case 2:
      return <h2 id={id}>{children}</h2>;
    case 3:
      return <h3 id={id}>{children}</h3>;
    case 4:
      return <h4 id={id}>{children}</h4>;
    case 5:
      return <h5 id={id}>{children}</h5>;
    default:
      return <h6 id={id}>{children}</h6>;
  }
};

/** A policy's blocks (read from Markdown at build time) as React elements, never as HTML. */
export const MarkdownView = ({ blocks }: { blocks: ReadonlyArray<Block> }) => (
  <div className={styles.prose}>
    {blocks.map((block, index) => {
      switch (block.type) {
        case "heading":
          return (
            <Heading key={index} level={block.level} id={block.id}>
              {renderInline(block.children)}
            </Heading>
          );
        case "paragraph":
          return <p key={index}>{renderInline(block.children)}</p>;
        case "list": {
          const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{renderInline(item)}</li>);
          return block.ordered ? (
            <ol key={index} start={block.start}>
              {items}
            </ol>
          ) : (
            <ul key={index}>{items}</ul>
          );
        }
      }
    })}
  </div>
);
