import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LeaderboardEntry } from "@/web/features/leaderboards/api/leaderboards-api";
import { MyStanding, Podium, RanksTable } from "@/web/features/leaderboards/components/board-parts";
import { renderView, renderViewIn } from "@/web/testing/render";

const entry = (rank: number, name: string, clanLogo: LeaderboardEntry["clanLogo"]): LeaderboardEntry => ({
  rank,
  participantId: `p-${name}`,
  name,
  score: 100 - rank,
  prize: null,
  isMe: false,
  clanLogo,
});

const CLANS = [
  entry(1, "Mumbai Titans", "dragon"),
  entry(2, "Samba Strikers", null),
  entry(3, "Rio Raptors", "wolf"),
];

describe("the clan emblems of a board's rows", () => {
  it("shows each clan's emblem picture beside its name, at a fixed size, the letter of one without", () => {
    renderView(<RanksTable kind="CLAN" caption="Ranks" entries={CLANS} />);
    const [titans, samba, raptors] = screen.getAllByRole("rowheader") as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const dragon = within(titans).getByRole("img", { name: "Emblem: Dragon" });
    expect(dragon.getAttribute("src")).toBe("/api/platform-clans/images/emblem/dragon.png");
    // Width and height reserve the picture's place before it loads: the row does not move when it arrives.
    expect([dragon.getAttribute("width"), dragon.getAttribute("height")]).toEqual(["256", "256"]);
    expect(dragon.getAttribute("loading")).toBe("lazy");
    expect(within(samba).queryByRole("img")).toBeNull();
    expect(samba.textContent).toBe("SSamba Strikers");
    expect(within(raptors).getByRole("img", { name: "Emblem: Wolf" })).toBeTruthy();
  });

  it("draws the emblem when its picture fails to load, under the same name", () => {
    renderView(<RanksTable kind="PARTNER_CLAN" caption="Ranks" entries={CLANS} />);
    fireEvent.error(screen.getByRole("img", { name: "Emblem: Wolf" }));
    const drawn = screen.getByRole("img", { name: "Emblem: Wolf" });
    expect(drawn.tagName).toBe("SPAN");
    expect(drawn.querySelector("svg path")).not.toBeNull();
    expect(screen.getByRole("img", { name: "Emblem: Dragon" }).tagName).toBe("IMG");
  });

  it("shows no emblem on a board of gamers", () => {
    const gamers = [entry(1, "ace", null), entry(2, "bolt", null)];
    const { container } = renderView(
      <>
        <Podium kind="GAMER" entries={gamers} />
        <RanksTable kind="GAMER" caption="Ranks" entries={gamers} />
      </>,
    );
    expect(screen.queryAllByRole("img")).toEqual([]);
    expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["ace", "bolt"]);
    expect(container.querySelector("svg")).toBeNull();
  });

  it("puts each clan's emblem on the podium", () => {
    renderView(<Podium kind="CLAN" entries={CLANS} />);
    const places = within(screen.getByRole("region", { name: "Top three" })).getAllByRole("listitem");
    // Second, first, third.
    expect(places.map((place) => within(place).queryByRole("img")?.getAttribute("alt") ?? null)).toEqual([
      null,
      "Emblem: Dragon",
      "Emblem: Wolf",
    ]);
  });

  it("gives the caller's own clan row the emblem of its standing", () => {
    renderView(
      <MyStanding
        kind="CLAN"
        standing={{
          leaderboardId: "33333333-3333-4333-8333-000000000002",
          participantId: "12",
          rank: 2,
          score: 98,
          clanLogo: "phoenix",
          above: [CLANS[0] as LeaderboardEntry],
          below: [],
        }}
      />,
    );
    const rows = within(screen.getByRole("table", { name: "Around you" })).getAllByRole("rowheader");
    expect(within(rows[1] as HTMLElement).getByRole("img", { name: "Emblem: Phoenix" })).toBeTruthy();
    expect(rows[1]?.textContent).toContain("You");
  });

  it("names the emblem in the reader's language", async () => {
    await renderViewIn("hi", <RanksTable kind="CLAN" caption="Ranks" entries={CLANS} />);
    const alt = screen.getAllByRole("img")[0]?.getAttribute("alt") ?? "";
    expect(alt).not.toBe("Emblem: Dragon");
    expect(alt).toMatch(/\S/);
  });
});
