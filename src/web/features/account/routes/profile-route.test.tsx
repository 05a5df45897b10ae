import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ProfileRoute } from "@/web/features/account/routes/profile-route";
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

const wallets = { evmWalletAddress: "0x52908400098527886E0F7030069857D2E4169EE7", linkedWallets: [] };

const api = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    "GET /api/users/me/profile": profileOf({ username: "ravi12", firstName: "Ravi", countryCode: "IN" }),
    "GET /api/users/me/wallets": wallets,
    "GET /api/users/username": ({ query }: RecordedRequest) =>
      json(200, { username: query.get("username"), available: true }),
    ...extra,
  });

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const details = async () => within(await screen.findByRole("region", { name: "About you" }));

describe("ProfileRoute", () => {
  it("shows skeletons while the profile loads", () => {
    const never = fakeApi({ "GET /api/users/me/profile": () => new Promise<Response>(() => undefined) });
    const { container } = renderAccount(<ProfileRoute />, { fetch: never.fetch, route: "/profile" });
    expect(screen.getByRole("status").textContent).toBe("Loading your account…");
    expect(container.querySelector("[aria-busy='true']")).not.toBeNull();
    expect(screen.queryByRole("heading", { name: "Your profile" })).toBeNull();
  });

  it("asks a guest to sign in through the login flow", async () => {
    const fake = api();
    renderAccount(
      <Routes>
        <Route
          path="/profile"
          element={
            <>
              <ProfileRoute />
              <LocationProbe />
            </>
          }
        />
      </Routes>,
      { fetch: fake.fetch, route: "/profile", signedIn: false },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Sign in to see your account" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Location" }).textContent).toBe(
        "/profile?startLoginFlow=true",
      ),
    );
    expect(fake.requests).toEqual([]);
  });

  it("shows the first name and city rules' messages as the gamer types", async () => {
    renderAccount(<ProfileRoute />, { fetch: api().fetch, route: "/profile" });
    const form = await details();
    const firstName = form.getByRole("textbox", { name: "First name" });
    expect((firstName as HTMLInputElement).value).toBe("Ravi");

    type(firstName, "Ra vi");
    expect(form.getByText("spacing not allowed")).toBeTruthy();
    type(firstName, "Ra");
    expect(form.getByText("min 3 and max 15 characters")).toBeTruthy();
    type(firstName, "Ravishankarnarayan");
    expect(form.getByText("min 3 and max 15 characters")).toBeTruthy();
    type(firstName, "R4vi");
    expect(form.getByText("only alphabets allowed")).toBeTruthy();
    type(firstName, "Ravi_");
    expect(form.getByText("special characters not allowed")).toBeTruthy();

    type(form.getByRole("combobox", { name: "City" }), "Pune-1");
    expect(form.getByText("Only letters and spaces are allowed")).toBeTruthy();
    type(form.getByRole("combobox", { name: "City" }), "Navi Mumbai");
    expect(form.queryByText("Only letters and spaces are allowed")).toBeNull();
  });

  it("offers India and Brazil first, the ten Kleos roles and the six platforms", async () => {
    renderAccount(<ProfileRoute />, { fetch: api().fetch, route: "/profile" });
    const form = await details();
    const countries = within(form.getByRole("combobox", { name: "Country" })).getAllByRole("option");
    expect(countries.slice(1, 3).map((option) => option.getAttribute("value"))).toEqual(["IN", "BR"]);
    expect(countries.length).toBeGreaterThan(200);
    const roles = within(form.getByRole("combobox", { name: "Kleos role" })).getAllByRole("option");
    expect(roles.slice(1).map((option) => option.getAttribute("value"))).toEqual([
      "Newbie",
      "Quester",
      "BugHunter",
      "EsportsAthlete",
      "DiscordModerator",
      "TournamentOperator",
      "TelegramAdmin",
      "Caster",
      "TCreator",
      "Crafter",
    ]);
    const platforms = within(form.getByRole("combobox", { name: "Preferred platform" })).getAllByRole(
      "option",
    );
    expect(platforms.slice(1).map((option) => option.textContent)).toEqual([
      "Browser",
      "Android",
      "Windows",
      "iOS",
      "PC",
      "Mac",
    ]);
  });

  it("sends only what changed and does not send a first name that breaks the rule", async () => {
    const fake = api({
      "PATCH /api/users/me/profile": ({ body }: RecordedRequest) =>
        json(
          200,
          profileOf({ username: "ravi12", firstName: "Ravi", countryCode: "IN", ...(body as object) }),
        ),
    });
    renderAccount(<ProfileRoute />, { fetch: fake.fetch, route: "/profile" });
    const form = await details();
    const save = form.getByRole("button", { name: "Save changes" });
    expect(save.hasAttribute("disabled")).toBe(true);

    type(form.getByRole("textbox", { name: "First name" }), "Ra vi");
    fireEvent.click(save);
    expect(fake.called("PATCH", "/api/users/me/profile")).toEqual([]);

    type(form.getByRole("textbox", { name: "First name" }), "Arjun");
    fireEvent.change(form.getByRole("combobox", { name: "Country" }), { target: { value: "BR" } });
    fireEvent.change(form.getByRole("combobox", { name: "Kleos role" }), { target: { value: "BugHunter" } });
    type(form.getByRole("combobox", { name: "College" }), "  ");
    fireEvent.click(save);

    expect(await screen.findByText("Your profile is saved")).toBeTruthy();
    expect(fake.called("PATCH", "/api/users/me/profile").map((request) => request.body)).toEqual([
      { firstName: "Arjun", countryCode: "BR", college: null, preferredRole: "BugHunter" },
    ]);
    await waitFor(() => expect(save.hasAttribute("disabled")).toBe(true));
  });

  it("shows the server's rule message on the field it names", async () => {
    const fake = api({
      "PATCH /api/users/me/profile": problem(400, "ValidationFailed", {
        field: "city",
        messageId: "validation.name.lettersAndSpaces",
        detail: "Only letters and spaces are allowed",
      }),
    });
    renderAccount(<ProfileRoute />, { fetch: fake.fetch, route: "/profile" });
    const form = await details();
    const city = form.getByRole("combobox", { name: "City" });
    type(city, "Pune");
    fireEvent.click(form.getByRole("button", { name: "Save changes" }));
    expect(await form.findByText("Only letters and spaces are allowed")).toBeTruthy();
    expect(city.getAttribute("aria-invalid")).toBe("true");
  });

  it("checks a new username live, as on /register, and saves it", async () => {
    const fake = api({ "POST /api/users/username": json(200, profileOf({ username: "ravi99" })) });
    renderAccount(<ProfileRoute />, { fetch: fake.fetch, route: "/profile" });
    const section = within(await screen.findByRole("region", { name: "Username" }));
    const field = section.getByRole("textbox", { name: "Username" });
    expect(section.getByText("This is your username")).toBeTruthy();
    type(field, "ravi 9");
    expect(section.getByText("Spaces are not allowed in the username")).toBeTruthy();
    type(field, "ravi99");
    expect(await section.findByText("ravi99 is available")).toBeTruthy();
    fireEvent.click(section.getByRole("button", { name: "Save username" }));
    expect(await screen.findByText("Your username is now ravi99")).toBeTruthy();
    expect(fake.called("POST", "/api/users/username")[0]?.body).toEqual({ username: "ravi99" });
  });

  it("shows the social statuses, offers to connect Steam and Telegram, and links to account deletion", async () => {
    renderAccount(<ProfileRoute />, { fetch: api().fetch, route: "/profile" });
    const social = within(await screen.findByRole("region", { name: "Connected accounts" }));
    expect(social.getAllByRole("listitem")).toHaveLength(6);
    expect(social.getByText("Connected as ravi#0001")).toBeTruthy();
    expect(social.getAllByText("Not connected")).toHaveLength(5);
    expect(social.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Connect Steam",
      "Connect Telegram",
    ]);
    expect(screen.getByRole("link", { name: "Delete my account" }).getAttribute("href")).toBe(
      "/delete-user-account",
    );
  });
});

describe("the profile picture and pickers", () => {
  const jpegFile = (size = 64) => {
    const bytes = new Uint8Array(size);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    return new File([bytes], "me.png", { type: "image/png" });
  };

  it("uploads a JPEG judged by its bytes (whatever its name says) and refuses anything else", async () => {
    const fake = api({
      "POST /api/users/profile/picture": json(
        200,
        profileOf({ username: "ravi12", pictureUrl: `/api/users/pictures/${"a".repeat(32)}.jpg` }),
      ),
    });
    renderAccount(<ProfileRoute />, { fetch: fake.fetch, route: "/profile" });
    await screen.findByRole("heading", { name: "Your profile" });
    const input = screen.getByLabelText<HTMLInputElement>("Change picture", { selector: "input" });

    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], "me.jpg", { type: "image/jpeg" });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await screen.findByText("Only JPEG is accepted as image type")).toBeTruthy();
    expect(fake.called("POST", "/api/users/profile/picture")).toEqual([]);

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText("The picture is larger than 5 MB.")).toBeTruthy();

    fireEvent.change(input, { target: { files: [jpegFile()] } });
    await waitFor(() => expect(fake.called("POST", "/api/users/profile/picture")).toHaveLength(1));
    const [sent] = fake.called("POST", "/api/users/profile/picture");
    expect(sent?.headers.get("content-type")).toBe("image/jpeg");
    expect((sent?.body as Uint8Array | undefined)?.slice(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    expect(await screen.findByRole("button", { name: "Remove picture" })).toBeTruthy();
  });

  it("suggests the country's cities, colleges and professions while taking free text", async () => {
    const fake = api({
      "GET /api/users/cities": { items: [{ name: "Mumbai" }, { name: "Pune" }] },
      "GET /api/users/colleges": { items: [{ name: "University of Mumbai" }] },
      "GET /api/users/professions": { items: [{ name: "Student" }] },
    });
    renderAccount(<ProfileRoute />, { fetch: fake.fetch, route: "/profile" });
    const form = await details();
    const city = form.getByRole<HTMLInputElement>("combobox", { name: "City" });
    await waitFor(() =>
      expect([...(city.list?.options ?? [])].map((option) => option.value)).toEqual(["Mumbai", "Pune"]),
    );
    expect(fake.called("GET", "/api/users/cities")[0]?.query.get("countryCode")).toBe("IN");
    const college = form.getByRole<HTMLInputElement>("combobox", { name: "College" });
    await waitFor(() => expect(college.list?.options[0]?.value).toBe("University of Mumbai"));
  });

  it("shows a deletion requested before this sign-in, and keeps the account instead of offering deletion", async () => {
    const fake = api({
      "GET /api/users/me/deletion-request": json(200, {
        status: "initiated",
        requestedAt: "2026-11-21T09:30:00.000Z",
        eraseAfter: "2026-12-05T09:30:00.000Z",
      }),
      "DELETE /api/users/me/deletion-request": json(200, {
        status: "cancelled",
        requestedAt: "2026-11-21T09:30:00.000Z",
        eraseAfter: "2026-12-05T09:30:00.000Z",
      }),
    });
    renderAccount(<ProfileRoute />, { fetch: fake.fetch, route: "/profile" });
    const pending = await screen.findByRole("region", { name: "Deletion requested" });
    expect(within(pending).getByText(/erased on 05\/Dec\/26/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Delete my account" })).toBeNull();
    fireEvent.click(within(pending).getByRole("button", { name: "Keep my account" }));
    expect(await screen.findByText("Your account stays. Nothing will be erased.")).toBeTruthy();
    expect(fake.called("DELETE", "/api/users/me/deletion-request")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Delete my account" })).toBeTruthy();
  });
});
