import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SiteHeader } from "@/web/app/routes/site-header";
import { ModalManagerProvider } from "@/web/components/modal-manager";
import { LoginProvider } from "@/web/features/auth/components/login-provider";
import { fakeServer, profile, signInMethods } from "@/web/features/auth/testing/fake-server";
import { loadSignInDialogs, setSessionHint } from "@/web/features/auth/testing/render-sign-in";
import { balances } from "@/web/features/wallet/testing/wallet-test-kit";
import { ApiClientProvider } from "@/web/lib/api-context";
import { KleosIntlProvider } from "@/web/lib/intl-provider";
import { SessionProvider } from "@/web/lib/session";
import { renderView } from "@/web/testing/render";

beforeAll(loadSignInDialogs);

afterEach(() => {
  setSessionHint(false);
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const renderHeader = ({ signedIn }: { signedIn: boolean }) => {
  setSessionHint(signedIn);
  if (signedIn) window.localStorage.setItem("userId", profile().id);
  const { client } = fakeServer({
    "GET /api/authentication/methods": { status: 200, body: signInMethods() },
    "GET /api/users/me/profile": { status: 200, body: profile({ username: "gamer1" }) },
    "GET /api/wallets/balance": { status: 200, body: balances(1_234_567, 12_345_678, 1_250) },
  });
  return renderView(
    <KleosIntlProvider initialLanguage="en" storage={undefined}>
      <ApiClientProvider client={client}>
        <ModalManagerProvider>
          <SessionProvider>
            <LoginProvider>
              <SiteHeader />
            </LoginProvider>
          </SessionProvider>
        </ModalManagerProvider>
      </ApiClientProvider>
    </KleosIntlProvider>,
  );
};

/**
 * jsdom lays nothing out: every part of the header measures 0 px, so the row fits. This makes every part 1000 px
 * wide, so the row never fits and the header takes every step it has.
 */
const noRoom = () =>
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    x: 0,
    y: 0,
    left: 0,
    right: 1000,
    top: 0,
    bottom: 40,
    width: 1000,
    height: 40,
    toJSON: () => ({}),
  });

const banner = () => screen.getByRole("banner");

const openMenu = async () => {
  fireEvent.click(within(banner()).getByRole("button", { name: "Open menu" }));
  return screen.findByRole("dialog", { name: "Menu" });
};

describe("the site header", () => {
  it("with room for everything, holds the sections, language, balances and account menu in its row", async () => {
    renderHeader({ signedIn: true });
    const account = await within(banner()).findByRole("button", { name: "gamer1 account menu" });
    expect(account.textContent).toContain("gamer1");
    const balancesGroup = await within(banner()).findByRole("group", { name: "Your balances" });
    expect(
      within(balancesGroup).getByRole("link", { name: "12,345.67 K-Cash, 0.12345678 rKLEOS" }),
    ).toBeTruthy();
    expect(within(banner()).getAllByRole("group", { name: "Your balances" })).toHaveLength(1);
    expect(within(banner()).getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(within(banner()).getByRole("combobox", { name: "Language" })).toBeTruthy();
    expect(within(banner()).queryByRole("button", { name: "Open menu" })).toBeNull();
  });

  it("with no room, keeps the account menu and balances on screen and puts the rest behind the menu", async () => {
    noRoom();
    renderHeader({ signedIn: true });
    // The name leaves the button's face, not its accessible name.
    const account = await within(banner()).findByRole("button", { name: "gamer1 account menu" });
    expect(account.querySelector("[class*='visuallyHidden']")?.textContent).toBe("gamer1");
    // One group, in the strip under the row: the row's own is hidden.
    const [strip, ...others] = await within(banner()).findAllByRole("group", { name: "Your balances" });
    expect(others).toEqual([]);
    expect(strip?.closest("[hidden]")).toBeNull();
    expect(within(banner()).queryByRole("navigation", { name: "Main" })).toBeNull();
    expect(within(banner()).queryByRole("combobox", { name: "Language" })).toBeNull();

    const menu = await openMenu();
    expect(within(menu).getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(within(menu).getByRole("combobox", { name: "Language" })).toBeTruthy();
    fireEvent.keyDown(menu, { key: "Escape" });
    fireEvent.click(account);
    expect(within(banner()).getByRole("button", { name: "Log out" })).toBeTruthy();
  });

  it("with no room, keeps Sign in in the row for a guest, and the language picker in the menu", async () => {
    noRoom();
    renderHeader({ signedIn: false });
    expect(await within(banner()).findByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(within(banner()).queryByRole("group", { name: "Your balances" })).toBeNull();
    const menu = await openMenu();
    expect(within(menu).getByRole("combobox", { name: "Language" })).toBeTruthy();
  });
});
