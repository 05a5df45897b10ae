import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PogPreferencesForm } from "@/web/features/pog/components/pog-preferences-form";
import { fakeApi, json, problem, type RecordedRequest } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";
import { renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

afterEach(() => setSignedIn(false));

const api = (put: (request: RecordedRequest) => ReturnType<typeof json>) =>
  fakeApi({
    "GET /api/users/me/profile": json(200, userProfile()),
    "GET /api/tps/pog/users/preferences": json(200, { preferredRole: "Quester", preferredPlatform: null }),
    "PUT /api/tps/pog/users/preferences": put,
  });

describe("PogPreferencesForm", () => {
  it("shows the saved choices, offers the spec's roles and platforms, and saves both together", async () => {
    const fake = api((request) => json(200, request.body));
    renderWithSession(<PogPreferencesForm />, { fetch: fake.fetch });
    const role = await screen.findByRole("combobox", { name: "Preferred role" });
    expect((role as HTMLSelectElement).value).toBe("Quester");
    expect(within(role).getAllByRole("option")).toHaveLength(11);
    const platform = screen.getByRole("combobox", { name: "Preferred platform" });
    expect(
      within(platform)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Not chosen", "Browser", "Android", "Windows", "iOS", "PC", "Mac"]);
    const save = screen.getByRole("button", { name: "Save preferences" });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(role, { target: { value: "" } });
    fireEvent.change(platform, { target: { value: "Android" } });
    fireEvent.click(save);
    expect((await screen.findByRole("status")).textContent).toBe("Preferences saved");
    expect(fake.to("PUT /api/tps/pog/users/preferences").map((request) => request.body)).toEqual([
      { preferredRole: null, preferredPlatform: "Android" },
    ]);
  });

  it("says what the server refused", async () => {
    const fake = api(() => problem(400, "ValidationFailed", { detail: "Missing token or payload" }));
    renderWithSession(<PogPreferencesForm />, { fetch: fake.fetch });
    fireEvent.change(await screen.findByRole("combobox", { name: "Preferred platform" }), {
      target: { value: "Mac" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save preferences" }));
    expect((await screen.findByRole("alert")).textContent).not.toBe("");
    expect(screen.queryByText("Preferences saved")).toBeNull();
  });
});
