import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LOGOUT_DELAY_MS } from "@/domain/constants/timings";
import { fakeServer, profile, signInMethods } from "@/web/features/auth/testing/fake-server";
import {
  currentPath,
  loadSignInDialogs,
  renderSignIn,
  setSessionHint,
} from "@/web/features/auth/testing/render-sign-in";
import { SESSION_END_EVENT } from "@/web/lib/analytics";

beforeAll(loadSignInDialogs);

beforeEach(() => {
  window.localStorage.clear();
  setSessionHint(true);
  window.localStorage.setItem("userId", profile().id);
  window.localStorage.setItem("login_method", "whatsapp");
});

afterEach(() => {
  setSessionHint(false);
  vi.useRealTimers();
});

const server = () =>
  fakeServer({
    "GET /api/authentication/methods": { status: 200, body: signInMethods() },
    "GET /api/users/me/profile": { status: 200, body: profile({ username: "gamer1" }) },
    "POST /api/authentication/logout": () => {
      setSessionHint(false);
      return { status: 200, body: { signedOut: true } };
    },
  });

describe("the header's account corner", () => {
  it("offers Sign in to a guest", async () => {
    setSessionHint(false);
    renderSignIn(server().client);
    fireEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("dialog", { name: "Sign in to Kleos" })).toBeTruthy();
  });

  it("shows a signed-in gamer's menu with the profile link, closed by Escape", async () => {
    renderSignIn(server().client, "/games");
    const trigger = await screen.findByRole("button", { name: "gamer1 account menu" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    // The name is isolated in an element of its own (dir), so the sentence is read whole from its paragraph.
    expect(
      screen.getByText(
        (_, element) => element?.tagName === "P" && element.textContent === "Signed in as gamer1",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Profile" }).getAttribute("href")).toBe("/profile");
    expect(screen.getByRole("link", { name: "My quests" }).getAttribute("href")).toBe("/gamer/k-quest");
    expect(screen.getByRole("link", { name: "My clan" }).getAttribute("href")).toBe("/gamer/my-clan");
    expect(screen.getByRole("link", { name: "My activities" }).getAttribute("href")).toBe(
      "/gamer/activities",
    );
    expect(screen.getByRole("link", { name: "Offerwall" }).getAttribute("href")).toBe("/offerwall");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("link", { name: "Profile" })).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("shows a gamer known only by a phone number left to right, whatever the language's direction", async () => {
    const client = fakeServer({
      "GET /api/authentication/methods": { status: 200, body: signInMethods() },
      "GET /api/users/me/profile": {
        status: 200,
        body: profile({ username: null, firstName: null, email: null, phoneNumber: "+919812345678" }),
      },
    }).client;
    renderSignIn(client, "/games");
    const trigger = await screen.findByRole("button", { name: "+919812345678 account menu" });
    expect(within(trigger).getByText("+919812345678").getAttribute("dir")).toBe("ltr");
  });

  it("logs out after confirmation: server logout, session end, forgotten, home after the logout delay", async () => {
    const api = server();
    const ended = vi.fn();
    window.addEventListener(SESSION_END_EVENT, ended);
    renderSignIn(api.client, "/games");
    fireEvent.click(await screen.findByRole("button", { name: "gamer1 account menu" }));
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    const confirm = await screen.findByRole("dialog", { name: "Log out?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Stay signed in" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.to("POST /api/authentication/logout")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "gamer1 account menu" }));
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Log out?" })).getByRole("button", {
        name: "Log out",
      }),
    );
    await waitFor(() => expect(api.to("POST /api/authentication/logout")).toHaveLength(1));
    await waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem("userId")).toBeNull();
    expect(window.localStorage.getItem("login_method")).toBeNull();
    expect(currentPath()).toBe("/games");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS);
    });
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
    window.removeEventListener(SESSION_END_EVENT, ended);
  });
});
