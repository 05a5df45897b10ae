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

const openSection = async (label: string) => {
  fireEvent.click(await screen.findByRole("tab", { name: "Content" }));
  fireEvent.change(await screen.findByRole("combobox", { name: "Show" }), { target: { value: label } });
};

const voucher = {
  id: "8f4c1c1e-7f3a-4b8e-9a51-0a9d9d2f1c11",
  slug: "google-play-100",
  brand: "Google Play",
  title: "Google Play ₹100",
  description: "Apps and games.",
  faceValue: { amount: 10000, currency: "INR" },
  price: 120000,
  kpointsPrice: null,
  regions: ["IN"],
  stock: 4,
  featured: false,
};

describe("the content console's site sections", () => {
  it("checks a new banner before sending it, then saves it through PUT", async () => {
    const fake = adminApi({
      "GET /api/admin/web-banners": json(200, { items: [] }),
      "PUT /api/admin/web-banners/store-week": ({ body }: RecordedRequest) =>
        json(200, { slug: "store-week", ...(body as object) }),
    });
    renderAdmin(fake.fetch);
    await openSection("banners");
    expect(await screen.findByText("No banners yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New banner" }));
    const form = within(screen.getByRole("form", { name: "New banner" }));
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    expect(form.getAllByText("Required").length).toBeGreaterThan(0);
    expect(fake.called("PUT", "/api/admin/web-banners/store-week")).toHaveLength(0);

    fireEvent.change(form.getByRole("textbox", { name: /^Slug/ }), { target: { value: "store-week" } });
    fireEvent.change(form.getByRole("textbox", { name: "Title" }), { target: { value: "Store week" } });
    fireEvent.change(form.getByRole("textbox", { name: "Button label" }), { target: { value: "Open" } });
    fireEvent.change(form.getByRole("textbox", { name: /^Button link/ }), { target: { value: "/store" } });
    fireEvent.change(form.getByRole("textbox", { name: /^Picture URL/ }), { target: { value: "/a.svg" } });
    expect(form.getByText("Unsaved changes")).toBeTruthy();
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    await screen.findByText("Saved");
    expect(fake.called("PUT", "/api/admin/web-banners/store-week")[0]?.body).toMatchObject({
      title: "Store week",
      ctaUrl: "/store",
      position: 0,
      startsAt: null,
      endsAt: null,
    });
  });

  it("uploads codes and shows the counts; a refused file names its lines", async () => {
    let calls = 0;
    const fake = adminApi({
      "GET /api/store/vouchers": json(200, {
        items: [voucher],
        page: { pageOffset: 0, pageLimit: 50, total: 1 },
      }),
      "POST /api/admin/store/vouchers/8f4c1c1e-7f3a-4b8e-9a51-0a9d9d2f1c11/codes": () => {
        calls += 1;
        return calls === 1
          ? json(200, { voucherId: voucher.id, added: 2, stock: 6 })
          : problem(422, "VoucherCodesInvalid", { reason: "duplicate", lines: [1, 2] });
      },
    });
    renderAdmin(fake.fetch);
    await openSection("voucherStock");
    expect(await screen.findByText("In stock: 4 codes")).toBeTruthy();
    const codes = screen.getByRole("textbox", { name: /^Codes, one a line/ });
    fireEvent.change(codes, { target: { value: "AAAA-1\nAAAA-2" } });
    fireEvent.click(screen.getByRole("button", { name: "Upload codes" }));
    expect(await screen.findByText("2 codes added; 6 in stock now")).toBeTruthy();
    expect(screen.getByText("In stock: 6 codes")).toBeTruthy();
    expect((codes as HTMLTextAreaElement).value).toBe("");

    fireEvent.change(codes, { target: { value: "AAAA-1\nAAAA-2" } });
    fireEvent.click(screen.getByRole("button", { name: "Upload codes" }));
    expect(await screen.findByText("Codes already in the file or in stock: 1, 2")).toBeTruthy();
  });
});
