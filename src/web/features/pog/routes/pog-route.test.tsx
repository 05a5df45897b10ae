import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { POG_NAME_CHECK_DEBOUNCE_MS } from "@/web/features/pog/components/reserve-name-form";
import { PogRoute } from "@/web/features/pog/routes/pog-route";
import { fakeApi, json, problem, type RecordedRequest } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";
import { LocationProbe, renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

afterEach(() => setSignedIn(false));

const NO_NAME = { state: "RESERVE_USERNAME", step: "RESERVE_NAME", reservation: null };
const reservedStatus = (username: string) => ({
  state: "AVATAR_CATEGORY_SELECTION",
  step: "CREATE_AVATAR",
  reservation: { username, kleosName: `${username}.kleos`, reservedAt: "2026-03-05T14:07:00.000Z" },
});

const taken = new Set(["ninja42"]);
const availability = ({ path }: RecordedRequest) => {
  const name = decodeURIComponent(path.split("/").at(-1) ?? "");
  return json(
    200,
    taken.has(name.toLowerCase())
      ? {
          name,
          kleosName: `${name}.kleos`,
          available: false,
          messageId: "errors.PogUsernameTaken",
          message: "Username already taken",
        }
      : { name, kleosName: `${name}.kleos`, available: true },
  );
};

/** A fake API whose availability answers for any name under /api/tps/pog/mint/nft-image/. */
const api = (routes: Parameters<typeof fakeApi>[0] = {}) => {
  const inner = fakeApi({ "GET /api/users/me/profile": json(200, userProfile()), ...routes });
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path.startsWith("/api/tps/pog/mint/nft-image/")) {
      const recorded = {
        method: "GET",
        path,
        query: new URLSearchParams(),
        headers: request.headers,
        body: undefined,
      };
      inner.requests.push(recorded);
      const answer = availability(recorded);
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { "content-type": "application/json" },
        }),
      );
    }
    return inner.fetch(input, init);
  };
  return {
    ...inner,
    fetch,
    checks: () => inner.requests.filter((r) => r.path.startsWith("/api/tps/pog/mint/nft-image/")),
  };
};

const page = (
  <>
    <Routes>
      <Route path="/pog" element={<PogRoute />} />
      <Route path="*" element={null} />
    </Routes>
    <LocationProbe />
  </>
);

const nameField = () => screen.findByRole("textbox", { name: "Your Kleos name" });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("/pog", () => {
  it("explains the card and shows the three steps, reserving the name first", async () => {
    const fake = api({ "GET /api/tps/pog/mint/status": json(200, NO_NAME) });
    renderWithSession(page, { fetch: fake.fetch, route: "/pog" });
    expect(await screen.findByRole("heading", { level: 1, name: "Proof of Gamer" })).toBeTruthy();
    const steps = within(await screen.findByRole("list", { name: "Steps to your POG card" })).getAllByRole(
      "listitem",
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining("Reserve Kleos name"),
      expect.stringContaining("Create avatar"),
      expect.stringContaining("Mint POG card"),
    ]);
    expect(steps[0]?.getAttribute("aria-current")).toBe("step");
    expect(steps[0]?.textContent).toContain("You are here");
    for (const later of [steps[1], steps[2]]) {
      expect(later?.textContent).not.toContain("You are here");
      expect(later?.textContent).not.toContain("Done");
    }
    expect(within(steps[1] as HTMLElement).queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Open the mint flow" }).getAttribute("href")).toBe("/pog/mint");
  });

  it.each([
    ["ab cd1", "Spaces are not allowed"],
    ["arjun!", "Special characters are not allowed"],
    ["abc", "Username must be between 5 and 12 characters"],
  ])("shows the rule's message for %j at once, without asking the server", async (value, message) => {
    const fake = api({ "GET /api/tps/pog/mint/status": json(200, NO_NAME) });
    renderWithSession(page, { fetch: fake.fetch, route: "/pog" });
    type(await nameField(), value);
    expect(await screen.findByText(message)).toBeTruthy();
    await pause(POG_NAME_CHECK_DEBOUNCE_MS + 100);
    expect(fake.checks()).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Reserve" }).hasAttribute("disabled")).toBe(true);
  });

  it("asks once typing pauses and shows whether the name is free", async () => {
    const fake = api({ "GET /api/tps/pog/mint/status": json(200, NO_NAME) });
    renderWithSession(page, { fetch: fake.fetch, route: "/pog" });
    const field = await nameField();
    type(field, "arj");
    type(field, "arjun");
    type(field, "arjun7");
    expect(await screen.findByText("arjun7.kleos is available")).toBeTruthy();
    expect(fake.checks().map((request) => request.path)).toEqual(["/api/tps/pog/mint/nft-image/arjun7"]);
    type(field, "Ninja42");
    expect(await screen.findByText("Username already taken")).toBeTruthy();
  });

  it("reserves the name and then shows it with a link to My POG", async () => {
    let reserved: string | undefined;
    const fake = api({
      "GET /api/tps/pog/mint/status": () =>
        json(200, reserved === undefined ? NO_NAME : reservedStatus(reserved)),
      "POST /api/tps/pog/mint/states": ({ body }) => {
        reserved = (body as { username: string }).username;
        return json(201, reservedStatus(reserved));
      },
    });
    renderWithSession(page, { fetch: fake.fetch, route: "/pog" });
    type(await nameField(), "arjun7");
    await screen.findByText("arjun7.kleos is available");
    fireEvent.click(screen.getByRole("button", { name: "Reserve" }));
    expect(await screen.findByRole("heading", { name: "Your Kleos name is reserved" })).toBeTruthy();
    expect(screen.getByText("arjun7.kleos")).toBeTruthy();
    expect(fake.to("POST /api/tps/pog/mint/states").map((request) => request.body)).toEqual([
      { username: "arjun7" },
    ]);
    expect(screen.getByRole("link", { name: "Open My POG" }).getAttribute("href")).toBe("/my-pog");
    expect(screen.queryByRole("textbox", { name: "Your Kleos name" })).toBeNull();
    const steps = within(screen.getByRole("list", { name: "Steps to your POG card" })).getAllByRole(
      "listitem",
    );
    expect(steps[0]?.textContent).toContain("Done");
    expect(steps[1]?.getAttribute("aria-current")).toBe("step");
  });

  it("shows Username already taken when another gamer got the name first", async () => {
    const fake = api({
      "GET /api/tps/pog/mint/status": json(200, NO_NAME),
      "POST /api/tps/pog/mint/states": problem(409, "PogUsernameTaken", {
        detail: "Username already taken",
        messageId: "errors.PogUsernameTaken",
      }),
    });
    renderWithSession(page, { fetch: fake.fetch, route: "/pog" });
    type(await nameField(), "racer99");
    await screen.findByText("racer99.kleos is available");
    fireEvent.click(screen.getByRole("button", { name: "Reserve" }));
    expect(await screen.findByText("Username already taken")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Your Kleos name is reserved" })).toBeNull();
  });

  it("lets a guest check names and opens the login when they reserve", async () => {
    const fake = api();
    renderWithSession(page, { fetch: fake.fetch, route: "/pog", signedIn: false });
    type(await nameField(), "arjun7");
    expect(await screen.findByText("arjun7.kleos is available")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign in to reserve" }));
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Location" }).textContent).toBe("/pog?startLoginFlow=true"),
    );
    expect(fake.to("GET /api/tps/pog/mint/status")).toHaveLength(0);
    expect(fake.to("POST /api/tps/pog/mint/states")).toHaveLength(0);
  });

  it("shows the reserved name of a gamer who already has one", async () => {
    const fake = api({ "GET /api/tps/pog/mint/status": json(200, reservedStatus("Zorro")) });
    renderWithSession(page, { fetch: fake.fetch, route: "/pog" });
    expect(await screen.findByText("Zorro.kleos")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Your Kleos name" })).toBeNull();
  });

  it("says so when the mint status cannot be loaded, and retries", async () => {
    let fail = true;
    const fake = api({
      "GET /api/tps/pog/mint/status": () => (fail ? problem(500, "InternalError") : json(200, NO_NAME)),
    });
    renderWithSession(page, { fetch: fake.fetch, route: "/pog" });
    // A 5xx is asked again twice before the page gives up.
    expect(await screen.findByText("Your POG could not be loaded")).toBeTruthy();
    expect(screen.getByText("An error occurred while fetching data")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await nameField()).toBeTruthy();
  });
});
