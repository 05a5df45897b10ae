import { fireEvent, screen, within } from "@testing-library/react";
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

const CHECK_ID = "0f6f0d6e-1111-4c4c-8d8d-0000000000a1";
const GAMER_ID = "0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10";
const REVIEW_URL = `/api/admin/kyc/reviews/${CHECK_ID}`;

const review = (overrides: Record<string, unknown> = {}) => ({
  checkId: CHECK_ID,
  userId: GAMER_ID,
  step: "pan",
  outcome: "manualReview",
  nameGiven: "Ravi Kumar",
  nameFound: "RAVI K",
  createdAt: "2026-06-01T10:00:00.000Z",
  country: "IN",
  provider: "cashfree",
  nameMatch: false,
  reason: null,
  note: null,
  reviewedAt: null,
  ...overrides,
});

const queue = (reviews: unknown[]) => ({
  reviews,
  page: { pageOffset: 0, pageLimit: 20, total: reviews.length },
});

describe("KycReviews", () => {
  it("shows a check waiting for a person, and rejects it only with a reason", async () => {
    let decided = false;
    const fake = adminApi({
      "GET /api/admin/kyc/reviews": () => json(200, queue(decided ? [] : [review()])),
      [`POST ${REVIEW_URL}`]: ({ body }: RecordedRequest) => {
        decided = true;
        return json(200, review({ outcome: "rejected", reason: "reviewerRejected", ...(body as object) }));
      },
    });
    renderAdmin(fake.fetch, { route: "/admin?tab=kyc" });
    expect(await screen.findByText("1 check waits for a review")).toBeTruthy();
    const card = within(await screen.findByRole("article", { name: "Step: PAN" }));
    expect(card.getByText("Names differ")).toBeTruthy();
    expect(card.getByText("Ravi Kumar")).toBeTruthy();
    expect(card.getByText("RAVI K")).toBeTruthy();
    expect(card.getByText(GAMER_ID)).toBeTruthy();

    fireEvent.click(card.getByRole("button", { name: "Reject" }));
    expect(card.getByText("Say why the check is rejected")).toBeTruthy();
    expect(fake.called("POST", REVIEW_URL)).toEqual([]);

    fireEvent.change(card.getByRole("textbox", { name: "Reason (required to reject)" }), {
      target: { value: "  The PAN photo shows another name  " },
    });
    fireEvent.click(card.getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("No KYC check waits for a review")).toBeTruthy();
    expect(fake.called("POST", REVIEW_URL).map((request) => request.body)).toEqual([
      { decision: "reject", note: "The PAN photo shows another name" },
    ]);
  });

  it("approves without a reason, and says when another admin decided the check first", async () => {
    const fake = adminApi({
      "GET /api/admin/kyc/reviews": json(200, queue([review({ nameMatch: null, nameFound: null })])),
      [`POST ${REVIEW_URL}`]: problem(409, "KycReviewAlreadyDecided", { outcome: "verified" }),
    });
    renderAdmin(fake.fetch, { route: "/admin?tab=kyc" });
    const card = within(await screen.findByRole("article", { name: "Step: PAN" }));
    expect(card.getByText("No name to compare")).toBeTruthy();
    fireEvent.click(card.getByRole("button", { name: "Approve" }));
    expect((await card.findByRole("alert")).textContent).toContain("This KYC check was already decided");
    expect(fake.called("POST", REVIEW_URL).map((request) => request.body)).toEqual([{ decision: "approve" }]);
  });
});
