import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PayoutSimulatorSection } from "@/web/features/provider-simulator/components/payout-section";
import { renderView } from "@/web/testing/render";

afterEach(() => vi.unstubAllGlobals());

interface SimulatedPayout {
  provider: "razorpayx" | "asaas";
  withdrawalId: string;
  providerPayoutId: string;
  status: string;
  amount: number;
  currency: string;
}

/** The simulator's controls as a server with the payout simulator answers them: a delay holds the payout. */
const simulator = (payouts: SimulatedPayout[]) => {
  const decisions: Array<{ path: string; body: unknown }> = [];
  const held: Record<string, string> = { razorpayx: "queued", asaas: "BLOCKED" };
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
    if (init?.method !== "POST") return json({ payouts, webhooks: [] });
    const body = JSON.parse(String(init.body)) as { decision: string };
    decisions.push({ path, body });
    const payout = payouts.find((entry) => path.endsWith(`/${entry.withdrawalId}`));
    if (payout !== undefined && body.decision === "delayed") payout.status = held[payout.provider] ?? "";
    return json({ status: payout?.status });
  });
  return decisions;
};

const payout = (overrides: Partial<SimulatedPayout>): SimulatedPayout => ({
  provider: "razorpayx",
  withdrawalId: "0f6f0d6e-1111-4c4c-8d8d-000000000001",
  providerPayoutId: "pout_0000000000001",
  status: "processing",
  amount: 55_250,
  currency: "INR",
  ...overrides,
});

describe("PayoutSimulatorSection", () => {
  it("delays a RazorpayX payout, then offers only the decisions that settle it", async () => {
    const decisions = simulator([payout({})]);
    renderView(<PayoutSimulatorSection />);
    const item = await screen.findByRole("listitem", { name: /^Payout 0f6f0d6e \(RazorpayX\)/ });
    expect(
      within(item)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Delay", "Mark paid", "Fail", "Reverse"]);
    fireEvent.click(within(item).getByRole("button", { name: "Delay" }));
    await waitFor(() => expect(screen.getByRole("listitem", { name: /, queued$/ })).toBeTruthy());
    expect(decisions).toEqual([
      {
        path: "/api/dev/simulator/payouts/0f6f0d6e-1111-4c4c-8d8d-000000000001",
        body: { decision: "delayed" },
      },
    ]);
    const held = screen.getByRole("listitem", { name: /, queued$/ });
    expect(within(held).queryByRole("button", { name: "Delay" })).toBeNull();
    expect(within(held).getByRole("button", { name: "Mark paid" })).toBeTruthy();
  });

  it("offers an Asaas transfer a delay but no reversal", async () => {
    simulator([payout({ provider: "asaas", status: "PENDING", currency: "BRL", amount: 5_320 })]);
    renderView(<PayoutSimulatorSection />);
    const item = await screen.findByRole("listitem", { name: /^Payout 0f6f0d6e \(Asaas\)/ });
    expect(
      within(item)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Delay", "Mark paid", "Fail"]);
  });
});
