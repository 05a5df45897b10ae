import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeVoucherCodesTable, storeVouchersTable } from "@/server/db/schema/store";
import { DEMO_VOUCHERS, randomVoucherCode, seedDemoStore } from "@/server/db/seed/demo-store";
import { seedDemoData } from "@/server/db/seed/seed-demo";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

describe("the demo store seed", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const snapshot = async () => {
    const { db } = testApp.database;
    const vouchers = await db.select().from(storeVouchersTable).orderBy(storeVouchersTable.slug);
    const codes = await db
      .select({ voucherId: storeVoucherCodesTable.voucherId, code: storeVoucherCodesTable.code })
      .from(storeVoucherCodesTable)
      .orderBy(storeVoucherCodesTable.code);
    return { vouchers, codes };
  };

  it("loads vouchers for India and Brazil with their codes, one of them sold out", async () => {
    const { vouchers, codes } = await snapshot();
    expect(vouchers.map((voucher) => voucher.slug).sort()).toEqual(
      DEMO_VOUCHERS.map((voucher) => voucher.slug).sort(),
    );
    expect(vouchers.some((voucher) => voucher.regions.includes("IN") && voucher.faceCurrency === "INR")).toBe(
      true,
    );
    expect(vouchers.some((voucher) => voucher.regions.includes("BR") && voucher.faceCurrency === "BRL")).toBe(
      true,
    );
    for (const voucher of DEMO_VOUCHERS) {
      const id = vouchers.find((row) => row.slug === voucher.slug)?.id;
      expect(codes.filter((code) => code.voucherId === id)).toHaveLength(voucher.codes);
    }
    expect(DEMO_VOUCHERS.some((voucher) => voucher.codes === 0)).toBe(true);
    expect(new Set(codes.map((code) => code.code)).size).toBe(codes.length);
    for (const { code } of codes) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  });

  it("is idempotent: seeding again keeps the same vouchers and codes", async () => {
    const before = await snapshot();
    await seedDemoStore(testApp.database.db);
    await seedDemoData(testApp.database.db);
    expect(await snapshot()).toEqual(before);
  });

  it("makes different codes each time (node:crypto), in the catalogue as stock", async () => {
    const made = new Set(Array.from({ length: 200 }, randomVoucherCode));
    expect(made.size).toBe(200);
    const listed = await testApp.app.inject({ url: "/api/store/vouchers?region=BR&pageLimit=50" });
    expect(listed.statusCode, listed.body).toBe(200);
    const body = listed.json<{ items: { slug: string; stock: number }[] }>();
    const ifood = body.items.find((item) => item.slug === "ifood-brl-50");
    const { db } = testApp.database;
    const [free] = await db
      .select({ total: count() })
      .from(storeVoucherCodesTable)
      .innerJoin(storeVouchersTable, eq(storeVouchersTable.id, storeVoucherCodesTable.voucherId))
      .where(and(isNull(storeVoucherCodesTable.allocatedAt), eq(storeVouchersTable.slug, "ifood-brl-50")));
    expect(ifood?.stock).toBe(free?.total);
  });
});
