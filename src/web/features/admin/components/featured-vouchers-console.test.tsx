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

const voucher = (id: string, title: string) => ({
  id,
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
  brand: title.split(" ")[0],
  title,
  description: "",
  faceValue: { currency: "INR", amount: 10_000, decimals: 2 },
  price: { currency: "KCASH", amount: 120_000, decimals: 2 },
  kpointsPrice: null,
  regions: ["IN"],
  stock: 3,
  featured: false,
});

const PLAY = voucher("8f4c1c1e-7f3a-4b8e-9a51-0a9d9d2f1c11", "Google Play ₹100");
const STEAM = voucher("2b7e3c4d-1a2b-4c3d-8e9f-0a1b2c3d4e5f", "Steam R$50");
const AMAZON = voucher("5d6e7f80-9a0b-4c1d-8e2f-3a4b5c6d7e8f", "Amazon Pay ₹500");

const catalogue = json(200, {
  items: [PLAY, STEAM, AMAZON],
  page: { pageOffset: 0, pageLimit: 50, total: 3 },
});

const openFeatured = async () => {
  fireEvent.click(await screen.findByRole("tab", { name: "Content" }));
  fireEvent.change(await screen.findByRole("combobox", { name: "Show" }), {
    target: { value: "featuredVouchers" },
  });
  return within(await screen.findByRole("form", { name: "Featured vouchers" }));
};

const listed = (form: ReturnType<typeof within>) =>
  within(form.getByRole("list", { name: "Featured vouchers" }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector("span")?.textContent);

describe("the featured vouchers console", () => {
  it("adds a voucher, reorders and removes one, and saves the order through PUT", async () => {
    const fake = adminApi({
      "GET /api/admin/featured-vouchers": json(200, { voucherIds: [PLAY.id, STEAM.id] }),
      "GET /api/store/vouchers": catalogue,
      "PUT /api/admin/featured-vouchers": ({ body }: RecordedRequest) => json(200, body),
    });
    renderAdmin(fake.fetch);
    const form = await openFeatured();
    expect(listed(form)).toEqual([PLAY.title, STEAM.title]);
    // Only a voucher not featured yet can be added.
    const picker = form.getByRole("combobox", { name: "Voucher to feature" });
    expect(within(picker).queryByRole("option", { name: PLAY.title })).toBeNull();

    fireEvent.change(picker, { target: { value: AMAZON.id } });
    fireEvent.click(form.getByRole("button", { name: "Feature this voucher" }));
    fireEvent.click(form.getByRole("button", { name: `Move ${AMAZON.title} up` }));
    fireEvent.click(form.getByRole("button", { name: `Stop featuring ${PLAY.title}` }));
    expect(listed(form)).toEqual([AMAZON.title, STEAM.title]);
    expect(
      (form.getByRole("button", { name: `Move ${AMAZON.title} up` }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(form.getByRole("button", { name: "Save the featured vouchers" }));
    expect(await screen.findByText("Featured vouchers saved")).toBeTruthy();
    expect(fake.called("PUT", "/api/admin/featured-vouchers")[0]?.body).toEqual({
      voucherIds: [AMAZON.id, STEAM.id],
    });
  });

  it("says the catalogue decides while none is chosen, and shows the server's problem", async () => {
    const fake = adminApi({
      "GET /api/admin/featured-vouchers": json(200, { voucherIds: [] }),
      "GET /api/store/vouchers": catalogue,
      "PUT /api/admin/featured-vouchers": problem(404, "VoucherNotFound"),
    });
    renderAdmin(fake.fetch);
    const form = await openFeatured();
    expect(form.getByText("No voucher chosen: the catalogue's featured vouchers are shown.")).toBeTruthy();
    fireEvent.change(form.getByRole("combobox", { name: "Voucher to feature" }), {
      target: { value: STEAM.id },
    });
    fireEvent.click(form.getByRole("button", { name: "Feature this voucher" }));
    fireEvent.click(form.getByRole("button", { name: "Save the featured vouchers" }));
    expect(await screen.findByText("Voucher not found")).toBeTruthy();
    expect(fake.called("PUT", "/api/admin/featured-vouchers")[0]?.body).toEqual({ voucherIds: [STEAM.id] });
  });
});
