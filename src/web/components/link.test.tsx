import { fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { Link } from "@/web/components/link";
import { renderView } from "@/web/testing/render";

describe("Link", () => {
  it("navigates inside the site through the router", () => {
    renderView(
      <Routes>
        <Route path="/" element={<Link to="/k-quest/">Quests</Link>} />
        <Route path="/k-quest/" element={<h1>K-Quest page</h1>} />
      </Routes>,
    );
    const link = screen.getByRole("link", { name: "Quests" });
    expect(link.getAttribute("href")).toBe("/k-quest/");
    expect(link.getAttribute("target")).toBeNull();
    fireEvent.click(link);
    expect(screen.getByRole("heading", { name: "K-Quest page" })).toBeTruthy();
  });

  it("opens outside addresses in a new tab, safely, and says so", () => {
    renderView(<Link to="https://discord.gg/kleos">Discord</Link>);
    const link = screen.getByRole("link", { name: "Discord (opens in a new tab)" });
    expect(link.getAttribute("href")).toBe("https://discord.gg/kleos");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")?.split(" ")).toContain("noopener");
  });

  it("keeps mail links in the same tab", () => {
    renderView(<Link to="mailto:support@kleos.gg">Support</Link>);
    const link = screen.getByRole("link", { name: "Support" });
    expect(link.getAttribute("href")).toBe("mailto:support@kleos.gg");
    expect(link.getAttribute("target")).toBeNull();
  });
});
