import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Card } from "@/web/components/card";
import { renderView } from "@/web/testing/render";

describe("Card", () => {
  it("renders as the element it is told, with its content", () => {
    renderView(
      <Card as="article" aria-labelledby="quest-title">
        <h3 id="quest-title">Dark Throne quest</h3>
      </Card>,
    );
    expect(screen.getByRole("article", { name: "Dark Throne quest" })).toBeTruthy();
  });

  it("gives different tones different classes", () => {
    renderView(
      <>
        <Card data-testid="plain">a</Card>
        <Card data-testid="highlight" tone="highlight">
          b
        </Card>
      </>,
    );
    expect(screen.getByTestId("plain").className).not.toBe(screen.getByTestId("highlight").className);
    expect(screen.getByTestId("plain").tagName).toBe("DIV");
  });
});
