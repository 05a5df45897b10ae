import { fireEvent, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DeleteAccountRoute } from "@/web/features/account/routes/delete-account-route";
import {
  LocationProbe,
  fakeApi,
  json,
  problem,
  profileOf,
  renderAccount,
  setSignedIn,
} from "@/web/features/account/testing/account-test-kit";

afterEach(() => setSignedIn(false));

const page = (
  <Routes>
    <Route path="/delete-user-account" element={<DeleteAccountRoute />} />
    <Route path="*" element={<LocationProbe />} />
  </Routes>
);

const deletion = (status: "initiated" | "alreadyRequested") =>
  json(201, { status, requestedAt: "2026-11-21T09:30:00.000Z", eraseAfter: "2026-12-05T09:30:00.000Z" });

const confirmDeletion = async () => {
  fireEvent.click(await screen.findByRole("button", { name: "Delete my account" }));
  const confirm = screen.getByRole("dialog", { name: "Delete your account?" });
  fireEvent.click(within(confirm).getByRole("button", { name: "Yes, delete my account" }));
};

describe("DeleteAccountRoute", () => {
  it("explains the grace period, the erasure and the anonymised ledger before asking", async () => {
    const fake = fakeApi({ "GET /api/users/me/profile": profileOf() });
    renderAccount(page, { fetch: fake.fetch, route: "/delete-user-account" });
    expect(await screen.findByRole("heading", { level: 1, name: "Delete your account" })).toBeTruthy();
    expect(screen.getByText(/grace period of 14 days/)).toBeTruthy();
    expect(screen.getByText(/your personal data is erased/)).toBeTruthy();
    expect(screen.getByText(/kept, anonymised/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    const confirm = screen.getByRole("dialog", { name: "Delete your account?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Keep my account" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fake.called("POST", "/api/users/me/deletion-request")).toEqual([]);
  });

  it("shows the deletion initiated modal with its dates, then forgets the session and goes home", async () => {
    const fake = fakeApi({
      "GET /api/users/me/profile": profileOf(),
      "POST /api/users/me/deletion-request": deletion("initiated"),
    });
    renderAccount(page, { fetch: fake.fetch, route: "/delete-user-account" });
    await confirmDeletion();

    const modal = await screen.findByRole("dialog", { name: "Account deletion initiated" });
    expect(modal.textContent).toContain("21/Nov/26, 09:30 am");
    expect(modal.textContent).toContain("05/Dec/26, 09:30 am");
    expect(fake.called("POST", "/api/users/me/deletion-request")).toHaveLength(1);

    fireEvent.click(within(modal).getByRole("button", { name: "Go to the home page" }));
    expect((await screen.findByRole("status", { name: "Location" })).textContent).toBe("/");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the deletion already requested modal with the first request's dates", async () => {
    const fake = fakeApi({
      "GET /api/users/me/profile": profileOf(),
      "POST /api/users/me/deletion-request": deletion("alreadyRequested"),
    });
    renderAccount(page, { fetch: fake.fetch, route: "/delete-user-account" });
    await confirmDeletion();

    const modal = await screen.findByRole("dialog", { name: "Account deletion already requested" });
    expect(modal.textContent).toContain("You asked for your account to be deleted on 21/Nov/26, 09:30 am");
    expect(screen.queryByRole("dialog", { name: "Account deletion initiated" })).toBeNull();
  });

  it("keeps the gamer on the page with the failure when the request fails", async () => {
    const fake = fakeApi({
      "GET /api/users/me/profile": profileOf(),
      "POST /api/users/me/deletion-request": problem(500, "InternalError"),
    });
    renderAccount(page, { fetch: fake.fetch, route: "/delete-user-account" });
    await confirmDeletion();
    expect((await screen.findByRole("alert")).textContent).toBe("Something went wrong");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Delete your account" })).toBeTruthy();
  });

  it("lets a gamer who signed back in during the grace period keep the account", async () => {
    const fake = fakeApi({
      "GET /api/users/me/profile": profileOf(),
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
    renderAccount(page, { fetch: fake.fetch, route: "/delete-user-account" });
    expect(await screen.findByRole("heading", { level: 2, name: "Deletion requested" })).toBeTruthy();
    expect(screen.getByText(/erased on 05\/Dec\/26, 09:30 am/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Keep my account" }));
    expect(await screen.findByText("Your account stays. Nothing will be erased.")).toBeTruthy();
    expect(fake.called("DELETE", "/api/users/me/deletion-request")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Delete my account" })).toBeTruthy();
  });
});
