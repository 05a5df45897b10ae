import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmptyState } from "@/web/components/empty-state";
import { renderView } from "@/web/testing/render";

describe("EmptyState", () => {
  it("announces an empty list politely, with a heading and an action", () => {
    renderView(
      <EmptyState title="No quests yet" description="Check back soon" action={<button>Retry</button>} />,
    );
    const status = screen.getByRole("status");
    expect(screen.getByRole("heading", { level: 2, name: "No quests yet" })).toBeTruthy();
    expect(status.textContent).toContain("Check back soon");
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("announces a failure as an alert", () => {
    renderView(<EmptyState title="An error occurred while fetching data" role="alert" />);
    expect(screen.getByRole("alert").textContent).toBe("An error occurred while fetching data");
  });
});
