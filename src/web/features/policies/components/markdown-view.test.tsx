import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MarkdownView } from "@/web/features/policies/components/markdown-view";
import sample from "@/web/features/policies/components/markdown-view.test.md?blocks";
import unsafe from "@/web/features/policies/components/markdown-view-unsafe.test.md?blocks";
import { renderView } from "@/web/testing/render";

// The samples are read as the policies are, by the build's `?blocks` transform (scripts/lib/markdown-blocks-plugin.ts).
describe("MarkdownView", () => {
  it("renders headings, lists, emphasis and links as elements", () => {
    renderView(<MarkdownView blocks={sample} />);
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
    const { container } = renderView(<MarkdownView blocks={unsafe} />);
    expect(container.querySelector("script, img")).toBeNull();
    expect(container.querySelector("a")).toBeNull();
    expect(container.textContent).toContain("<script>alert(1)</script>");
    expect(container.textContent).toContain(
      'Text with <img src=x onerror="alert(4)"> inside and a bad link.',
    );
  });
});
