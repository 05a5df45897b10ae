import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ModalManagerProvider } from "@/web/components/modal-manager";
import { ToastProvider } from "@/web/components/toast";
import { AdminRoute } from "@/web/features/admin/routes/admin-route";
import {
  adminApi,
  adminLeaderboard,
  BOARD_ID,
  json,
  leaderboardRoutes,
  problem,
  renderAdmin,
  setSignedIn,
  type RecordedRequest,
} from "@/web/features/admin/testing/admin-test-kit";
import { createApiClient } from "@/web/lib/api-client";
import { ApiClientProvider } from "@/web/lib/api-context";
import { makeQueryClient } from "@/web/lib/query-client";
import { SessionProvider } from "@/web/lib/session";
import { LocationProbe } from "@/web/testing/render-with-session";

afterEach(() => setSignedIn(false));

const LIVE_ID = "0b8d7c6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e";
const upcoming = adminLeaderboard();
const live = adminLeaderboard({
  id: LIVE_ID,
  title: "Global Clans Cup",
  kind: "CLAN",
  status: "LIVE",
  seasonStartsAt: "2026-01-01T10:00:00.000Z",
  participantCount: 42,
});
const BOARD_PATCH = `PATCH /api/admin/leaderboards/${BOARD_ID}`;
const LIVE_PATCH = `PATCH /api/admin/leaderboards/${LIVE_ID}`;

/** The board as the server answers a change: the saved one with the request's fields on top. */
const patched =
  (saved = upcoming) =>
  (request: RecordedRequest) =>
    json(200, { ...saved, ...(request.body as object) });

const fill = (label: string | RegExp, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

const editor = () => screen.findByRole("form", { name: /^Edit / });

const location = () => screen.getByLabelText("Location").textContent;

/** Whether the page's `beforeunload` listeners ask the browser to confirm leaving. */
const unloadIsHeldBack = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

/** The admin page under the app's data router, where a navigation away from unsaved edits is held back. */
const renderInDataRouter = (fetch: typeof globalThis.fetch, route: string) => {
  setSignedIn(true);
  const router = createMemoryRouter(
    [
      {
        path: "/admin",
        element: (
          <>
            <AdminRoute />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <ApiClientProvider client={createApiClient({ baseUrl: "http://kleos.test", fetch })}>
          <ModalManagerProvider>
            <ToastProvider>
              <SessionProvider>
                <RouterProvider router={router} />
              </SessionProvider>
            </ToastProvider>
          </ModalManagerProvider>
        </ApiClientProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return router;
};

describe("LeaderboardsConsole", () => {
  it("lists every board with its status, scope and season, narrows them by kind, and opens one's editor", async () => {
    const fake = adminApi(leaderboardRoutes([live, upcoming]));
    renderAdmin(fake.fetch, { route: "/admin?tab=leaderboards" });
    const list = await screen.findByRole("list", { name: "Leaderboards" });
    const cup = within(list).getByRole("article", { name: "Global Clans Cup" });
    expect(within(cup).getByText("Live")).toBeTruthy();
    expect(within(cup).getByText("Clans")).toBeTruthy();
    expect(within(cup).getByText(/42 participants/)).toBeTruthy();
    expect(within(cup).getByRole("link", { name: "Global Clans Cup" }).getAttribute("href")).toBe(
      `/leaderboards/${LIVE_ID}`,
    );
    expect(within(list).getByRole("article", { name: "Monsoon Sprint" }).textContent).toContain("Upcoming");

    fireEvent.change(screen.getByRole("combobox", { name: "Show the boards ranking" }), {
      target: { value: "CLAN" },
    });
    await waitFor(() =>
      expect(
        fake.called("GET", "/api/platform-centralized-leaderboard/leaderboards").at(-1)?.query.get("kind"),
      ).toBe("CLAN"),
    );

    fireEvent.click(within(cup).getByRole("button", { name: "Edit" }));
    const form = await editor();
    expect(location()).toBe(`/admin?tab=leaderboards&edit=${LIVE_ID}`);
    fireEvent.click(within(form).getByRole("button", { name: "Back to the leaderboards" }));
    // Back on the list, narrowed as it was.
    await screen.findByRole("list", { name: "Leaderboards" });
    expect(location()).toBe("/admin?tab=leaderboards");
    expect(
      (screen.getByRole("combobox", { name: "Show the boards ranking" }) as HTMLSelectElement).value,
    ).toBe("CLAN");
  });

  it("sends only what the admin changed of an upcoming board, and goes back to the list once it is saved", async () => {
    const fake = adminApi({ ...leaderboardRoutes([upcoming]), [BOARD_PATCH]: patched() });
    renderAdmin(fake.fetch, { route: `/admin?tab=leaderboards&edit=${BOARD_ID}` });
    const form = await editor();
    expect((within(form).getByLabelText("Title") as HTMLInputElement).value).toBe("Monsoon Sprint");
    expect((within(form).getByLabelText("Season starts") as HTMLInputElement).disabled).toBe(false);
    const save = within(form).getByRole("button", { name: "Save changes" });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fill("Title", "Monsoon Sprint II", form);
    fill("Season ends", "2031-08-15T18:00", form);
    fireEvent.change(within(form).getByRole("combobox", { name: /Score source/ }), {
      target: { value: "QUESTS_COMPLETED" },
    });
    const second = within(form).getByRole("group", { name: "Tier 2" });
    fill("Last rank", "5", second);
    fireEvent.click(within(form).getByRole("button", { name: "Add a tier" }));
    const third = within(form).getByRole("group", { name: "Tier 3" });
    expect((within(third).getByLabelText("First rank") as HTMLInputElement).value).toBe("6");
    fill("Last rank", "20", third);
    fireEvent.change(within(third).getByRole("combobox", { name: "Currency" }), {
      target: { value: "RKLEOS" },
    });
    fill("rKLEOS each", "0.5", third);
    fireEvent.click(save);

    expect(await screen.findByText("Monsoon Sprint II is saved.")).toBeTruthy();
    expect(fake.to(BOARD_PATCH).map((request) => request.body)).toEqual([
      {
        title: "Monsoon Sprint II",
        scoreSource: "QUESTS_COMPLETED",
        seasonEndsAt: new Date(2031, 7, 15, 18, 0).toISOString(),
        prizeTiers: [
          { fromRank: 1, toRank: 1, currency: "KCASH", amount: 500_000 },
          { fromRank: 2, toRank: 5, currency: "KCASH", amount: 50_000 },
          { fromRank: 6, toRank: 20, currency: "RKLEOS", amount: 50_000_000 },
        ],
      },
    ]);
    await waitFor(() => expect(location()).toBe("/admin?tab=leaderboards"));
    expect(await screen.findByRole("list", { name: "Leaderboards" })).toBeTruthy();
  });

  it("lets a live board be renamed only, and says why", async () => {
    const fake = adminApi({ ...leaderboardRoutes([live]), [LIVE_PATCH]: patched(live) });
    renderAdmin(fake.fetch, { route: `/admin?tab=leaderboards&edit=${LIVE_ID}` });
    const form = await editor();
    expect(within(form).getByText(/This season has started: only its title can change/)).toBeTruthy();
    const fixed = [
      within(form).getByLabelText("Season starts"),
      within(form).getByLabelText("Season ends"),
      ...within(form).getAllByLabelText("First rank"),
      ...within(form).getAllByLabelText("K-Cash each"),
    ];
    expect(fixed.map((field) => (field as HTMLInputElement).disabled)).toEqual(fixed.map(() => true));
    expect((within(form).getByRole("combobox", { name: /Score source/ }) as HTMLSelectElement).disabled).toBe(
      true,
    );
    expect(within(form).queryByRole("button", { name: "Add a tier" })).toBeNull();

    fill("Title", "Global Clans Cup: Monsoon", form);
    fireEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(fake.to(LIVE_PATCH)).toHaveLength(1));
    expect(fake.to(LIVE_PATCH)[0]?.body).toEqual({ title: "Global Clans Cup: Monsoon" });
  });

  it("says what is wrong before it sends anything", async () => {
    const fake = adminApi({ ...leaderboardRoutes([upcoming]), [BOARD_PATCH]: patched() });
    renderAdmin(fake.fetch, { route: `/admin?tab=leaderboards&edit=${BOARD_ID}` });
    const form = await editor();
    fill("Title", " ", form);
    fill("Season ends", "2031-06-01T10:00", form);
    fill("First rank", "1", within(form).getByRole("group", { name: "Tier 2" }));
    fireEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText("Please enter a value")).toBeTruthy();
    expect(within(form).getByText("The end must be after the start")).toBeTruthy();
    expect(within(form).getByText("This tier's ranks overlap another tier's")).toBeTruthy();
    expect(fake.to(BOARD_PATCH)).toEqual([]);
  });

  it("shows the server's refusal above the form and at the fields it names", async () => {
    let answer = problem(422, "LeaderboardInvalid", { reason: "PRIZE_TIERS" });
    const fake = adminApi({ ...leaderboardRoutes([upcoming]), [BOARD_PATCH]: () => answer });
    renderAdmin(fake.fetch, { route: `/admin?tab=leaderboards&edit=${BOARD_ID}` });
    const form = await editor();
    fill("K-Cash each", "600", within(form).getByRole("group", { name: "Tier 2" }));
    const save = within(form).getByRole("button", { name: "Save changes" });
    fireEvent.click(save);
    expect(
      await within(form).findByRole("heading", {
        name: "The season must end after it starts, and prize tiers must not overlap",
      }),
    ).toBeTruthy();
    // At the tiers, in the form's words for the 422's reason.
    expect(within(form).getByText("This tier's ranks overlap another tier's")).toBeTruthy();

    answer = problem(400, "ValidationFailed", {
      errors: [{ in: "body", field: "title", message: "must NOT have more than 120 characters" }],
    });
    fireEvent.click(save);
    const title = within(form).getByLabelText("Title");
    await waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getAllByText(/must NOT have more than 120 characters/).length).toBeGreaterThan(0);
  });

  it("says the season started meanwhile, and then holds the season fixed", async () => {
    let started = false;
    const fake = adminApi({
      ...leaderboardRoutes([upcoming]),
      [`GET /api/platform-centralized-leaderboard/leaderboards/${BOARD_ID}`]: () =>
        json(200, {
          leaderboard: started ? { ...upcoming, status: "LIVE" } : upcoming,
          items: [],
          page: { pageOffset: 0, pageLimit: 1, total: 0 },
          me: null,
        }),
      [BOARD_PATCH]: () => {
        started = true;
        return problem(409, "LeaderboardNotEditable", { leaderboardId: BOARD_ID });
      },
    });
    renderAdmin(fake.fetch, { route: `/admin?tab=leaderboards&edit=${BOARD_ID}` });
    const form = await editor();
    fill("Season ends", "2031-08-31T10:00", form);
    fireEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText("The season has started: only the title can change")).toBeTruthy();
    expect(await within(form).findByText(/This season has started: only its title can change/)).toBeTruthy();
    expect((within(form).getByLabelText("Season ends") as HTMLInputElement).disabled).toBe(true);
    expect(location()).toBe(`/admin?tab=leaderboards&edit=${BOARD_ID}`);
  });

  it("says a board that is gone is not found, with the way back", async () => {
    const gone = "3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a";
    const fake = adminApi({
      [`GET /api/platform-centralized-leaderboard/leaderboards/${gone}`]: problem(
        404,
        "LeaderboardNotFound",
        {
          leaderboardId: gone,
        },
      ),
    });
    renderAdmin(fake.fetch, { route: `/admin?tab=leaderboards&edit=${gone}` });
    expect(await screen.findByRole("heading", { name: "Leaderboard not found" })).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Back to the leaderboards" }));
    await waitFor(() => expect(location()).toBe("/admin?tab=leaderboards"));
  });

  it("asks before unsaved edits are left for another section or the list, and while the tab closes", async () => {
    const fake = adminApi({ ...leaderboardRoutes([upcoming]), [BOARD_PATCH]: patched() });
    const router = renderInDataRouter(fake.fetch, `/admin?tab=leaderboards&edit=${BOARD_ID}`);
    const form = await editor();
    expect(unloadIsHeldBack()).toBe(false);
    fill("Title", "Monsoon Sprint II", form);
    expect(unloadIsHeldBack()).toBe(true);

    fireEvent.click(screen.getByRole("tab", { name: "Campaigns and quests" }));
    const dialog = await screen.findByRole("dialog", { name: "Discard changes?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Stay and keep editing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.search).toBe(`?tab=leaderboards&edit=${BOARD_ID}`);
    expect((within(form).getByLabelText("Title") as HTMLInputElement).value).toBe("Monsoon Sprint II");

    fireEvent.click(within(form).getByRole("button", { name: "Back to the leaderboards" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Discard changes?" })).getByRole("button", {
        name: "Discard and leave",
      }),
    );
    expect(await screen.findByRole("list", { name: "Leaderboards" })).toBeTruthy();
    expect(router.state.location.search).toBe("?tab=leaderboards");
    expect(unloadIsHeldBack()).toBe(false);
    expect(fake.to(BOARD_PATCH)).toEqual([]);
  });
});
