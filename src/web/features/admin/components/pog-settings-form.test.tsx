import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  adminApi,
  json,
  problem,
  renderAdmin,
  setSignedIn,
  type RecordedRequest,
} from "@/web/features/admin/testing/admin-test-kit";

afterEach(() => setSignedIn(false));

const SETTINGS = {
  slotPrices: [
    { currency: "KCASH", amount: 50_000, decimals: 2 },
    { currency: "RKLEOS", amount: 10_000_000_000, decimals: 8 },
  ],
};

describe("PogSettingsForm", () => {
  it("shows the slot prices in whole units and saves new ones in base units", async () => {
    const fake = adminApi({
      "GET /api/admin/tps/pog/admin": json(200, SETTINGS),
      "PUT /api/admin/tps/pog/admin": (request: RecordedRequest) => json(200, request.body),
    });
    renderAdmin(fake.fetch, { route: "/admin?tab=pog" });
    const kcash = await screen.findByRole("textbox", { name: "Slot price in K-Cash" });
    expect((kcash as HTMLInputElement).value).toBe("500");
    expect((screen.getByRole("textbox", { name: "Slot price in rKLEOS" }) as HTMLInputElement).value).toBe(
      "100",
    );
    fireEvent.change(kcash, { target: { value: "200.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save prices" }));
    expect(await screen.findByText("Slot prices saved")).toBeTruthy();
    expect(fake.to("PUT /api/admin/tps/pog/admin").map((request) => request.body)).toEqual([
      {
        slotPrices: [
          { currency: "KCASH", amount: 20_050, decimals: 2 },
          { currency: "RKLEOS", amount: 10_000_000_000, decimals: 8 },
        ],
      },
    ]);
  });

  it("refuses a price of zero or with too many decimals before asking the server", async () => {
    const fake = adminApi({ "GET /api/admin/tps/pog/admin": json(200, SETTINGS) });
    renderAdmin(fake.fetch, { route: "/admin?tab=pog" });
    fireEvent.change(await screen.findByRole("textbox", { name: "Slot price in K-Cash" }), {
      target: { value: "0" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Slot price in rKLEOS" }), {
      target: { value: "1.123456789" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save prices" }));
    expect(await screen.findByText("Enter a price above zero with at most 2 decimals.")).toBeTruthy();
    expect(screen.getByText("Enter a price above zero with at most 8 decimals.")).toBeTruthy();
    expect(fake.to("PUT /api/admin/tps/pog/admin")).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    const fake = adminApi({
      "GET /api/admin/tps/pog/admin": json(200, SETTINGS),
      "PUT /api/admin/tps/pog/admin": problem(400, "ValidationFailed", {
        errors: [{ field: "slotPrices.0.amount", message: "must be >= 1" }],
      }),
    });
    renderAdmin(fake.fetch, { route: "/admin?tab=pog" });
    await screen.findByRole("textbox", { name: "Slot price in K-Cash" });
    fireEvent.click(screen.getByRole("button", { name: "Save prices" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The server refused some fields");
  });
});
