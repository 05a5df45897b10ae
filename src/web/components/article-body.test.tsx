import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArticleBody } from "@/web/components/article-body";
import { renderView } from "@/web/testing/render";

describe("ArticleBody", () => {
  it("renders an admin's Markdown as elements, headings under the page's h1", () => {
    renderView(
      <ArticleBody
        markdown={[
          "# Title",
          "",
          "Some **bold** and *soft* words, `code`, and [terms](/terms-and-conditions) or [X](https://x.com/kleos).",
          "",
          "1. one",
          "2. two",
          "",
          "> quoted",
        ].join("\n")}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Title" })).toBeTruthy();
    expect(screen.getByText("bold").tagName).toBe("STRONG");
    expect(screen.getByText("soft").tagName).toBe("EM");
    expect(screen.getByRole("link", { name: "terms" }).getAttribute("href")).toBe("/terms-and-conditions");
    expect(screen.getByRole("link", { name: "X" }).getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("shows raw HTML as text and drops unsafe links and pictures", () => {
    const { container } = renderView(
      <ArticleBody
        markdown={[
          "<script>alert(1)</script>",
          "",
          'Inline <img src=x onerror="alert(2)"> here.',
          "",
          "[click](javascript:alert(3)) [data](data:text/html,hi) [plain](http://insecure.example) [proto](//evil.example)",
          "",
          "![pic](javascript:alert(4)) ![ok](/media/banners/proof-of-gamer.svg)",
          "",
          '<iframe src="https://evil.example"></iframe>',
        ].join("\n")}
      />,
    );
    expect(container.querySelector("script, iframe, [onerror]")).toBeNull();
    expect(container.querySelectorAll("a")).toHaveLength(0);
    expect(container.textContent).toContain("<script>alert(1)</script>");
    expect(container.textContent).toContain('<img src=x onerror="alert(2)">');
    const pictures = container.querySelectorAll("img");
    expect(pictures).toHaveLength(1);
    expect(pictures[0]?.getAttribute("src")).toBe("/media/banners/proof-of-gamer.svg");
  });
});
