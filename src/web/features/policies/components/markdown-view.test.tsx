import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MarkdownView } from "@/web/features/policies/components/markdown-view";
import { parseMarkdown } from "@/web/features/policies/markdown";
import { renderView } from "@/web/testing/render";

describe("MarkdownView", () => {
  it("renders headings, lists, emphasis and links as elements", () => {
    renderView(
      <MarkdownView
        blocks={parseMarkdown(
          "# Top\n\n## Rewards\n\nEarn **K-Cash** and *K-Points*.\n\n1. one\n2. [Terms](/terms-and-conditions)\n\n- [Mail](mailto:support@kleos.gg)\n- [Site](https://kleos.gg)",
        )}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Top" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Rewards" }).id).toBe("rewards");
    expect(screen.getByText("K-Cash").tagName).toBe("STRONG");
    expect(screen.getByText("K-Points").tagName).toBe("EM");
    expect(screen.getByRole("link", { name: "Terms" }).getAttribute("href")).toBe("/terms-and-conditions");
    expect(screen.getByRole("link", { name: "Mail" }).getAttribute("href")).toBe("mailto:support@kleos.gg");
    expect(screen.getByRole("link", { name: "Site" }).getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getAllByRole("list")).toHaveLength(2);
  });

  it("shows markup in content as text and never follows unsafe links", () => {
    const { container } = renderView(
      <MarkdownView
        blocks={parseMarkdown(
          '<script>alert(1)</script> <img src=x onerror="alert(2)"> [bad](javascript:alert(3))',
        )}
      />,
    );
    expect(container.querySelector("script, img")).toBeNull();
    expect(container.querySelector("a")).toBeNull();
    expect(container.textContent).toContain("<script>alert(1)</script>");
  });
});
