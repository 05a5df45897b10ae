import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { components } from "#generated/api";
import { GameDetail } from "@/web/features/games/components/game-detail";
import { renderView, renderViewIn } from "@/web/testing/render";

const game: components["schemas"]["Game"] = {
  id: 1,
  slug: "bullieverse",
  name: "Bullieverse",
  tagline: "An open metaverse of bulls, battles and bragging rights",
  description: "Explore Bullieverse's open world.",
  developer: "Bullieverse Studios",
  genres: ["Metaverse", "Action"],
  platforms: ["Browser"],
  networks: ["Polygon"],
  loginMethods: ["USER_NAME"],
  images: { cover: "/c.svg", icon: "/i.svg", banner: "/b.svg" },
  featured: true,
  websiteUrl: "https://bullieverse.com",
  releasedOn: "2022-04-18",
};

/** The facts of the page as label → value, in document order. */
const facts = () =>
  screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe("GameDetail", () => {
  it("lists the game's facts, its release day in the site's one date format", () => {
    renderView(<GameDetail game={game} />);
    expect(facts()).toEqual([
      ["Developer", "Bullieverse Studios"],
      ["Genres", "MetaverseAction"],
      ["Platforms", "Browser"],
      ["Networks", "Polygon"],
      ["Sign in to the game with", "User name"],
      ["Released", "18/Apr/22"],
      ["Website", "bullieverse.com"],
    ]);
  });

  it("names its facts in German", async () => {
    await renderViewIn("de", <GameDetail game={game} />);
    expect(facts()).toEqual([
      ["Entwickler", "Bullieverse Studios"],
      ["Genres", "MetaversumAction"],
      ["Plattformen", "Browser"],
      ["Netzwerke", "Polygon"],
      ["Anmeldung im Spiel mit", "Benutzername"],
      ["Veröffentlicht", "18/Apr/22"],
      ["Website", "bullieverse.com"],
    ]);
  });

  it("names its facts in Hindi", async () => {
    await renderViewIn("hi", <GameDetail game={game} />);
    expect(facts().map(([label]) => label)).toEqual([
      "डेवलपर",
      "जॉनर",
      "प्लेटफ़ॉर्म",
      "नेटवर्क",
      "गेम में साइन इन करने के तरीके",
      "रिलीज़ की तारीख",
      "वेबसाइट",
    ]);
  });
});
