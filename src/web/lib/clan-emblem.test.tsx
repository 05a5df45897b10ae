import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ClanEmblem } from "@/web/lib/clan-emblem";
import { renderView, renderViewIn } from "@/web/testing/render";

describe("ClanEmblem", () => {
  it("shows the server's picture of the clan's emblem, named for the emblem", () => {
    renderView(<ClanEmblem emblem="dragon" clanName="Mumbai Titans" size="lg" />);
    const picture = screen.getByRole("img", { name: "Emblem: Dragon" });
    expect(picture.tagName).toBe("IMG");
    expect(picture.getAttribute("src")).toBe("/api/platform-clans/images/emblem/dragon.png");
    expect(picture.getAttribute("alt")).toBe("Emblem: Dragon");
  });

  it("draws the emblem itself when the picture fails to load, under the same name", () => {
    renderView(<ClanEmblem emblem="wolf" clanName="Rio Raptors" />);
    fireEvent.error(screen.getByRole("img", { name: "Emblem: Wolf" }));
    const drawn = screen.getByRole("img", { name: "Emblem: Wolf" });
    expect(drawn.tagName).toBe("SPAN");
    expect(drawn.querySelector("svg path")).not.toBeNull();
    expect(document.querySelector("img")).toBeNull();
  });

  it("shows the first letter of a clan without an emblem, and loads nothing", () => {
    const { container } = renderView(<ClanEmblem emblem={null} clanName="samba Strikers" />);
    expect(container.textContent).toBe("S");
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
  });

  it("names the emblem in the reader's language", async () => {
    await renderViewIn("de", <ClanEmblem emblem="lion" clanName="Berlin Bears" />);
    const picture = screen.getByRole("img");
    expect(picture.getAttribute("alt")).not.toBe("Emblem: Lion");
    expect(picture.getAttribute("alt")).toMatch(/\S/);
  });
});
