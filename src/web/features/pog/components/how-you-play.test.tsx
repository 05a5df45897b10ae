import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HowYouPlay } from "@/web/features/pog/components/how-you-play";
import { fakeApi, json, type RecordedRequest } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";
import { renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

afterEach(() => setSignedIn(false));

describe("HowYouPlay", () => {
  it("reads each preference on its own and saves each as soon as it is picked", async () => {
    let saved = { preferredRole: null as string | null, preferredPlatform: "PC" as string | null };
    const fake = fakeApi({
      "GET /api/users/me/profile": json(200, userProfile()),
      "GET /api/v1/user/preferred-role": () => json(200, saved),
      "GET /api/v1/user/preferred-platform": () => json(200, saved),
      "POST /api/v1/user/preferred-role": (request: RecordedRequest) => {
        saved = { ...saved, ...(request.body as object) };
        return json(200, saved);
      },
      "POST /api/v1/user/preferred-platform": (request: RecordedRequest) => {
        saved = { ...saved, ...(request.body as object) };
        return json(200, saved);
      },
    });
    renderWithSession(<HowYouPlay />, { fetch: fake.fetch });
    const platform = await screen.findByRole("combobox", { name: "Preferred platform" });
    await waitFor(() => expect((platform as HTMLSelectElement).value).toBe("PC"));
    const role = screen.getByRole("combobox", { name: "Preferred role" });
    await waitFor(() => expect((role as HTMLSelectElement).disabled).toBe(false));
    expect((role as HTMLSelectElement).value).toBe("");

    fireEvent.change(role, { target: { value: "Caster" } });
    expect((await screen.findByRole("status")).textContent).toBe("Saved");
    expect(fake.to("POST /api/v1/user/preferred-role").map((request) => request.body)).toEqual([
      { preferredRole: "Caster" },
    ]);
    expect((role as HTMLSelectElement).value).toBe("Caster");
    expect(fake.to("POST /api/v1/user/preferred-platform")).toHaveLength(0);

    fireEvent.change(platform, { target: { value: "iOS" } });
    await waitFor(() => expect(fake.to("POST /api/v1/user/preferred-platform")).toHaveLength(1));
    expect(fake.to("POST /api/v1/user/preferred-platform")[0]?.body).toEqual({ preferredPlatform: "iOS" });
  });
});
