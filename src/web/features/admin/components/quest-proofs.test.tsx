import { fireEvent, screen, waitFor, within } from "@testing-library/react";
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

const PROOF_ID = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

const proof = (overrides: Record<string, unknown> = {}) => ({
  id: PROOF_ID,
  questId: "6b5a4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
  questTitle: "Kabaddi Kings weekly",
  userId: "0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10",
  username: "raider7",
  version: 2,
  note: "Won the final round",
  taskId: null,
  status: "PENDING",
  pictureUrl: "/api/users/pictures/k3y",
  createdAt: "2026-06-01T10:00:00.000Z",
  reviewedAt: null,
  reviewedBy: null,
  ...overrides,
});

const page = (items: unknown[]) => ({ items, page: { pageOffset: 0, pageLimit: 8, total: items.length } });

describe("QuestProofs", () => {
  it("lists pending proofs with their picture, and approves one", async () => {
    let decided = false;
    const fake = adminApi({
      "GET /api/admin/quest-proofs": () => json(200, page(decided ? [] : [proof()])),
      [`POST /api/admin/quest-proofs/${PROOF_ID}/review`]: ({ body }: RecordedRequest) => {
        decided = true;
        return json(200, proof({ status: (body as { decision: string }).decision }));
      },
    });
    renderAdmin(fake.fetch);
    fireEvent.click(await screen.findByRole("tab", { name: "Quest proofs" }));
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Location" }).textContent).toBe("/admin?tab=proofs"),
    );
    const card = within(await screen.findByRole("article", { name: "Kabaddi Kings weekly" }));
    expect(card.getByText("Sent by raider7 on 01/Jun/26, 10:00 am")).toBeTruthy();
    expect(card.getByText("Note: Won the final round")).toBeTruthy();
    expect(
      card
        .getByRole("img", { name: "Proof picture for “Kabaddi Kings weekly” from raider7" })
        .getAttribute("src"),
    ).toBe("/api/users/pictures/k3y");
    expect(card.getByRole("link", { name: /Open the picture at full size/ }).getAttribute("target")).toBe(
      "_blank",
    );
    expect(Object.fromEntries(fake.called("GET", "/api/admin/quest-proofs")[0]!.query)).toEqual({
      status: "PENDING",
      pageOffset: "0",
      pageLimit: "8",
    });

    fireEvent.click(card.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("No proofs are waiting for review")).toBeTruthy();
    expect(
      fake.called("POST", `/api/admin/quest-proofs/${PROOF_ID}/review`).map((request) => request.body),
    ).toEqual([{ decision: "APPROVED" }]);
    expect(screen.getByText("Proof approved")).toBeTruthy();
  });

  it("says when another admin decided the proof first", async () => {
    const fake = adminApi({
      "GET /api/admin/quest-proofs": json(200, page([proof()])),
      [`POST /api/admin/quest-proofs/${PROOF_ID}/review`]: problem(409, "QuestProofAlreadyReviewed", {
        title: "This proof was already reviewed",
        decision: "APPROVED",
      }),
    });
    renderAdmin(fake.fetch, { route: "/admin?tab=proofs" });
    fireEvent.click(await screen.findByRole("button", { name: "Reject" }));
    expect(await screen.findByRole("heading", { name: "This proof was already reviewed" })).toBeTruthy();
    expect(fake.called("POST", `/api/admin/quest-proofs/${PROOF_ID}/review`)[0]!.body).toEqual({
      decision: "REJECTED",
    });
  });

  it("shows decided proofs without the decision buttons", async () => {
    const fake = adminApi({
      "GET /api/admin/quest-proofs": ({ query }: RecordedRequest) =>
        json(
          200,
          page(
            query.get("status") === "REJECTED"
              ? [proof({ status: "REJECTED", reviewedAt: "2026-06-02T10:00:00.000Z", username: null })]
              : [],
          ),
        ),
    });
    renderAdmin(fake.fetch, { route: "/admin?tab=proofs" });
    expect(await screen.findByText("No proofs are waiting for review")).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Show" }), { target: { value: "REJECTED" } });
    const card = within(await screen.findByRole("article", { name: "Kabaddi Kings weekly" }));
    expect(card.getByText("Decided on 02/Jun/26, 10:00 am")).toBeTruthy();
    expect(card.getByText(/a gamer without a username/)).toBeTruthy();
    expect(card.queryByRole("button", { name: "Approve" })).toBeNull();
  });
});
