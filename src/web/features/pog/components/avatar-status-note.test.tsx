import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AvatarStatusNote } from "@/web/features/pog/components/avatar-status-note";
import { fakeApi, json } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";
import { renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

afterEach(() => setSignedIn(false));

const AVATAR = {
  url: "/api/users/pictures/0123456789abcdef0123456789abcdef.jpg",
  source: "composed",
  aiGenerated: false,
  attribution: "Adventurer by Lisa Wischofsky, CC BY 4.0 (DiceBear)",
  createdAt: "2026-11-20T10:00:00.000Z",
};

describe("AvatarStatusNote", () => {
  it("says the avatar is being generated, then that it is ready, reading the status again meanwhile", async () => {
    const answers = [
      { activeSlot: null, avatar: null, generating: [1] },
      { activeSlot: 1, avatar: AVATAR, generating: [] },
    ];
    const fake = fakeApi({
      "GET /api/users/me/profile": json(200, userProfile()),
      "GET /api/tps/pog/status": () => json(200, answers.length > 1 ? answers.shift() : answers[0]),
    });
    renderWithSession(<AvatarStatusNote />, { fetch: fake.fetch });
    expect((await screen.findByRole("status")).textContent).toBe("Your avatar is being generated (slot 1)…");
    // Read again every two seconds while a slot is generating.
    expect((await screen.findByText("Your POG avatar is ready (slot 1)")).textContent).toBeTruthy();
    expect(fake.to("GET /api/tps/pog/status").length).toBeGreaterThanOrEqual(2);
  });

  it("says there is no avatar yet", async () => {
    const fake = fakeApi({
      "GET /api/users/me/profile": json(200, userProfile()),
      "GET /api/tps/pog/status": json(200, { activeSlot: null, avatar: null, generating: [] }),
    });
    renderWithSession(<AvatarStatusNote />, { fetch: fake.fetch });
    expect((await screen.findByRole("status")).textContent).toBe(
      "No POG avatar yet: create one in a slot below.",
    );
  });
});
