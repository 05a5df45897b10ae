import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { NotificationItem } from "@/web/features/notifications/api/notifications-api";
import { NotificationBell } from "@/web/features/notifications/components/notification-bell";
import { loadCatalogue } from "@/web/lib/intl-provider";
import { fakeApi, json } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";
import { LocationProbe, renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

afterEach(() => setSignedIn(false));

const BOARD = "5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f";

/** A clan's prize on the board Monsoon Clans Cup, told to its Chief (paid to them) or to a member. */
const prizeWon = (id: string, rank: number, amount: number, paidToYou: boolean): NotificationItem => ({
  id,
  kind: "clanEvent",
  createdAt: "2026-11-28T06:00:00.000Z",
  read: false,
  data: {
    event: "prizeWon",
    title: "Monsoon Clans Cup",
    rank,
    currency: "KCASH",
    amount,
    decimals: 2,
    paidToYou,
    path: `/leaderboards/${BOARD}`,
  },
});

const items = [
  prizeWon("6d1e3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a51", 1, 50_000, true),
  prizeWon("6d1e3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a52", 2, 10_000, false),
  prizeWon("6d1e3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a53", 3, 2_500, false),
  prizeWon("6d1e3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a54", 11, 100, false),
];

const renderBell = async (locale = "en", shown: readonly NotificationItem[] = items) => {
  const fake = fakeApi({
    "GET /api/users/me/profile": json(200, userProfile()),
    "GET /api/notifications/unread-count": json(200, { unread: shown.length }),
    "GET /api/notifications": json(200, {
      items: shown,
      page: { pageOffset: 0, pageLimit: 8, total: shown.length },
      unread: shown.length,
    }),
    "POST /api/notifications/read": json(200, { unread: shown.length - 1 }),
  });
  renderWithSession(
    <>
      <NotificationBell />
      <LocationProbe />
    </>,
    {
      fetch: fake.fetch,
      signedIn: true,
      ...(locale === "en" ? {} : { locale, messages: await loadCatalogue(locale) }),
    },
  );
  return fake;
};

/** Opens the panel the bell controls (its name holds the unread count), once it lists the notifications. */
const openPanel = async (bellName: RegExp, panelName: string) => {
  const bell = await screen.findByRole("button", { name: bellName });
  fireEvent.click(bell);
  // The toasts' region may share the name: the panel is the region the bell controls.
  const panel = (await screen.findAllByRole("region", { name: panelName })).find(
    (region) => region.id === bell.getAttribute("aria-controls"),
  );
  if (panel === undefined) throw new Error("the bell opened no panel");
  await within(panel).findAllByRole("listitem");
  return panel;
};

const sentences = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole("button")
    .filter((button) => button.closest("li") !== null)
    .map((button) => button.querySelector("span")?.textContent);

describe("a clan's prize in the notification centre", () => {
  it("says the board, the clan's place and the prize, and where it went", async () => {
    await renderBell();
    const panel = await openPanel(/^Notifications, 4 unread$/, "Notifications");
    // The board's title is isolated (U+2068 … U+2069), so a Latin title keeps its direction in a Hebrew sentence.
    expect(sentences(panel)).toEqual([
      "Your clan finished 1st in \u2068Monsoon Clans Cup\u2069: its prize of 500 K-Cash is in your wallet",
      "Your clan finished 2nd in \u2068Monsoon Clans Cup\u2069 and won 100 K-Cash, paid to your Chief",
      "Your clan finished 3rd in \u2068Monsoon Clans Cup\u2069 and won 25 K-Cash, paid to your Chief",
      "Your clan finished 11th in \u2068Monsoon Clans Cup\u2069 and won 1 K-Cash, paid to your Chief",
    ]);
  });

  it("leads to the board and marks the notification read", async () => {
    const fake = await renderBell("en", items.slice(1, 2));
    const panel = await openPanel(/^Notifications, 1 unread$/, "Notifications");
    fireEvent.click(within(panel).getByRole("button", { name: /^Your clan finished 2nd/ }));
    expect(screen.getByRole("status", { name: "Location" }).textContent).toBe(`/leaderboards/${BOARD}`);
    await waitFor(() =>
      expect(fake.to("POST /api/notifications/read").map((request) => request.body)).toEqual([
        { ids: [items[1]?.id] },
      ]),
    );
  });

  it.each([
    [
      "de",
      /^Benachrichtigungen/,
      "Benachrichtigungen",
      "Dein Clan hat Platz 1 in \u2068Monsoon Clans Cup\u2069 belegt: der Preis von 500 K-Cash ist in deinem Wallet",
      "Dein Clan hat Platz 2 in \u2068Monsoon Clans Cup\u2069 belegt und 100 K-Cash gewonnen, ausgezahlt an den Anführer",
    ],
    [
      "hi",
      /^सूचनाएँ/,
      "सूचनाएँ",
      "आपके क्लैन ने \u2068Monsoon Clans Cup\u2069 में रैंक 1 हासिल की: 500 K-Cash का इनाम आपके वॉलेट में है",
      "आपके क्लैन ने \u2068Monsoon Clans Cup\u2069 में रैंक 2 हासिल की और 100 K-Cash जीते, जो चीफ़ को दिए गए",
    ],
    [
      "he",
      /^התראות/,
      "התראות",
      "הקלאן שלכם סיים במקום 1 ב־\u2068Monsoon Clans Cup\u2069: הפרס של 500 K-Cash נמצא בארנק שלכם",
      "הקלאן שלכם סיים במקום 2 ב־\u2068Monsoon Clans Cup\u2069 וזכה ב־100 K-Cash, ששולמו לראש הקלאן",
    ],
  ])("reads in %s", async (locale, bellName, panelName, toChief, toMember) => {
    await renderBell(locale, items.slice(0, 2));
    const panel = await openPanel(bellName, panelName);
    expect(sentences(panel)).toEqual([toChief, toMember]);
  });
});
