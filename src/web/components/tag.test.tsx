import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tag } from "@/web/components/tag";
import { renderView } from "@/web/testing/render";

describe("Tag", () => {
  it("shows its label", () => {
    renderView(<Tag tone="accent">Battle Royale</Tag>);
    expect(screen.getByText("Battle Royale").tagName).toBe("SPAN");
  });
});
