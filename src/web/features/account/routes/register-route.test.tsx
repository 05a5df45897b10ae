import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { USERNAME_CHECK_DEBOUNCE_MS } from "@/web/features/account/components/username-field";
import { RegisterRoute } from "@/web/features/account/routes/register-route";
import {
  LocationProbe,
  fakeApi,
  json,
  problem,
  profileOf,
  renderAccount,
  setSignedIn,
  type RecordedRequest,
} from "@/web/features/account/testing/account-test-kit";

afterEach(() => setSignedIn(false));

const taken = new Set(["ninja42"]);
const availability = ({ query }: RecordedRequest) => {
  const username = query.get("username") ?? "";
  return json(
    200,
    taken.has(username)
      ? { username, available: false, messageId: "errors.UsernameTaken", message: "Username already taken" }
      : { username, available: true },
  );
};

const api = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    "GET /api/users/me/profile": profileOf(),
    "GET /api/users/username": availability,
    ...extra,
  });

const page = (route = "/register") =>
  ({
    route,
    ui: (
      <Routes>
        <Route path="/register" element={<RegisterRoute />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    ),
  }) as const;

const usernameField = () => screen.findByRole("textbox", { name: "Username" });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("RegisterRoute", () => {
  it("shows the username rule's message at once and asks the server nothing for a name that breaks it", async () => {
    const fake = api();
    const { ui, route } = page();
    renderAccount(ui, { fetch: fake.fetch, route });
    const field = await usernameField();

    type(field, "ab cd");
    expect(screen.getByText("Spaces are not allowed in the username")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    type(field, "ab$cd");
    expect(screen.getByText("no special characters allowed")).toBeTruthy();
    type(field, "abc");
    expect(screen.getByText("min 5 and max 10 characters")).toBeTruthy();
    type(field, "abcdefghijk");
    expect(screen.getByText("min 5 and max 10 characters")).toBeTruthy();

    await pause(USERNAME_CHECK_DEBOUNCE_MS + 100);
    expect(fake.called("GET", "/api/users/username")).toEqual([]);
  });

  it("asks once typing pauses and shows whether the name is free", async () => {
    const fake = api();
    const { ui, route } = page();
    renderAccount(ui, { fetch: fake.fetch, route });
    const field = await usernameField();

    type(field, "ravi1");
    type(field, "ravi12");
    expect(screen.getByText("Checking whether it is free…")).toBeTruthy();
    expect(await screen.findByText("ravi12 is available")).toBeTruthy();
    const asked = fake.called("GET", "/api/users/username").map((request) => request.query.get("username"));
    expect(asked).toEqual(["ravi12"]);

    type(field, "ninja42");
    expect(await screen.findByText("Username already taken")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });

  it("shows the first name rules' messages", async () => {
    const { ui, route } = page();
    renderAccount(ui, { fetch: api().fetch, route });
    const firstName = await screen.findByRole("textbox", { name: "First name (optional)" });

    type(firstName, "Ra vi");
    expect(screen.getByText("spacing not allowed")).toBeTruthy();
    type(firstName, "Ra");
    expect(screen.getByText("min 3 and max 15 characters")).toBeTruthy();
    type(firstName, "Ravi2");
    expect(screen.getByText("only alphabets allowed")).toBeTruthy();
    type(firstName, "Ravi!");
    expect(screen.getByText("special characters not allowed")).toBeTruthy();
    type(firstName, "João");
    expect(firstName.getAttribute("aria-invalid")).toBeNull();
  });

  it("saves the username and first name, then goes back where the gamer came from", async () => {
    const fake = api({
      "POST /api/users/username": ({ body }: RecordedRequest) =>
        json(200, profileOf({ username: (body as { username: string }).username })),
      "PATCH /api/users/me/profile": json(200, profileOf({ username: "ravi12", firstName: "Ravi" })),
    });
    const { ui, route } = page("/register?returnTo=%2Fgames%3Fgenre%3DRPG");
    renderAccount(ui, { fetch: fake.fetch, route });
    type(await usernameField(), "ravi12");
    type(screen.getByRole("textbox", { name: "First name (optional)" }), "Ravi");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));

    expect((await screen.findByRole("status", { name: "Location" })).textContent).toBe("/games?genre=RPG");
    expect(fake.called("POST", "/api/users/username")[0]?.body).toEqual({ username: "ravi12" });
    expect(fake.called("PATCH", "/api/users/me/profile")[0]?.body).toEqual({ firstName: "Ravi" });
  });

  it.each(["/register?returnTo=%2F%2Fevil.example", "/register?returnTo=%2F.%2F%2Fevil.example%2Fsteal"])(
    "goes to the profile when it has nowhere else to go, and never to another site (%s)",
    async (path) => {
      const fake = api({ "POST /api/users/username": json(200, profileOf({ username: "ravi12" })) });
      const { ui, route } = page(path);
      renderAccount(ui, { fetch: fake.fetch, route });
      type(await usernameField(), "ravi12");
      fireEvent.click(screen.getByRole("button", { name: "Continue" }));
      expect((await screen.findByRole("status", { name: "Location" })).textContent).toBe("/profile");
      expect(fake.called("PATCH", "/api/users/me/profile")).toEqual([]);
    },
  );

  it("shows the server's answer when the name was taken meanwhile", async () => {
    const fake = api({
      "POST /api/users/username": problem(409, "UsernameTaken", {
        messageId: "errors.UsernameTaken",
        detail: "Username already taken",
      }),
    });
    const { ui, route } = page();
    renderAccount(ui, { fetch: fake.fetch, route });
    type(await usernameField(), "ravi12");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Username already taken")).toBeTruthy();
    expect(screen.queryByRole("status", { name: "Location" })).toBeNull();
  });

  it("asks a guest to sign in instead of showing the form", async () => {
    const fake = api();
    renderAccount(
      <Routes>
        <Route
          path="/register"
          element={
            <>
              <RegisterRoute />
              <LocationProbe />
            </>
          }
        />
      </Routes>,
      { fetch: fake.fetch, route: "/register", signedIn: false },
    );
    expect(screen.queryByRole("textbox", { name: "Username" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Location" }).textContent).toBe(
        "/register?startLoginFlow=true",
      ),
    );
    expect(fake.requests).toEqual([]);
  });
});
