import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GameCard, type GameSummary } from "@/web/features/games/components/game-card";
import { renderView } from "@/web/testing/render";

const game: GameSummary = {
  id: 3,
  slug: "dark-throne",
  name: "Dark Throne",
  tagline: "Claim the throne",
  developer: "Throne Forge Games",
  genres: ["RPG", "Action", "Roguelike", "Horror"],
  platforms: ["PC"],
  networks: ["Off-chain"],
  images: { cover: "/c.svg", icon: "/i.svg" },
  featured: true,
};

describe("GameCard", () => {
  it("links the game's name to its page and shows its first three genres", () => {
    renderView(<GameCard game={game} />);
    const link = screen.getByRole("link", { name: "Dark Throne" });
    expect(link.getAttribute("href")).toBe("/games/dark-throne");
    expect(screen.getByRole("heading", { level: 3, name: "Dark Throne" })).toBeTruthy();
    expect(screen.getByText("RPG")).toBeTruthy();
    expect(screen.getByText("Roguelike")).toBeTruthy();
    expect(screen.queryByText("Horror")).toBeNull();
    expect(screen.getByText("Featured")).toBeTruthy();
  });

  it("marks only featured games", () => {
    renderView(<GameCard game={{ ...game, featured: false }} />);
    expect(screen.queryByText("Featured")).toBeNull();
  });
});
