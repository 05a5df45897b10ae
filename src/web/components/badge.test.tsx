import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge, CountBadge } from "@/web/components/badge";
import { renderView } from "@/web/testing/render";

describe("Badge", () => {
  it("shows its text", () => {
    renderView(<Badge tone="secondary">LIVE</Badge>);
    expect(screen.getByText("LIVE")).toBeTruthy();
  });

  it("reads its label instead of a bare symbol", () => {
    renderView(<Badge label="Gold tier">★</Badge>);
    expect(screen.getByRole("img", { name: "Gold tier" }).textContent).toBe("★");
  });
});

describe("CountBadge", () => {
  it("compacts large counts and names them", () => {
    renderView(<CountBadge count={1250} label={(count) => `${count} unread notifications`} />);
    expect(screen.getByRole("img", { name: "1.2K unread notifications" }).textContent).toBe("1.2K");
  });

  it("shows nothing at zero", () => {
    const { container } = renderView(<CountBadge count={0} label={(count) => count} />);
    expect(container.textContent).toBe("");
  });
});
