import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MainNavigation } from "@/web/app/routes/main-navigation";
import { ModalManagerProvider } from "@/web/components/modal-manager";
import { renderView } from "@/web/testing/render";

const SECTIONS = [
  ["Home", "/"],
  ["K-Quest", "/k-quest"],
  ["K-Drop", "/gamer/k-drop"],
  ["Clans", "/my-clan"],
  ["Leaderboards", "/leaderboards"],
  ["POG", "/pog"],
  ["Store", "/k-store"],
  ["Games", "/games"],
  ["Tournaments", "/tournaments"],
  ["Klash", "/klash"],
] as const;

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("the main navigation", () => {
  it("leads to every section of the spec, in its order", () => {
    renderView(
      <ModalManagerProvider>
        <MainNavigation />
      </ModalManagerProvider>,
      { route: "/" },
    );
    expect(linksOf(screen.getByRole("navigation", { name: "Main" }))).toEqual(SECTIONS);
  });

  it("marks the section of the page being shown", () => {
    renderView(
      <ModalManagerProvider>
        <MainNavigation />
      </ModalManagerProvider>,
      { route: "/gamer/k-drop/kickstart" },
    );
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "K-Drop" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
  });

  it("has no menu button while the sections are in the row", () => {
    renderView(
      <ModalManagerProvider>
        <MainNavigation />
      </ModalManagerProvider>,
      { route: "/" },
    );
    expect(screen.queryByRole("button", { name: "Open menu" })).toBeNull();
  });

  it("collapsed, offers the same sections and what the header adds behind the menu button", async () => {
    renderView(
      <ModalManagerProvider>
        <MainNavigation collapsed menuEnd={<p>Language picker</p>}>
          <span>Account</span>
        </MainNavigation>
      </ModalManagerProvider>,
      { route: "/" },
    );
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    expect(screen.getByText("Account")).toBeTruthy();
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(linksOf(within(menu).getByRole("navigation", { name: "Main" }))).toEqual(SECTIONS);
    expect(within(menu).getByText("Language picker")).toBeTruthy();
    fireEvent.click(within(menu).getByRole("link", { name: "Games" }));
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
  });
});
