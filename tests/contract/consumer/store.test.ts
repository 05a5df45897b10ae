/**
 * The voucher store as the site calls it: the catalogue of one region, through the store feature's own request
 * function and the real API client, against Pact's mock server. What the page branches on is fixed by kind:
 * the regions (closed vocabulary), the price's currency, the stock (0 is sold out) and the featured flag.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { storeRequests } from "@/web/features/store/api/store-api";
import { createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import { SITE_HEADERS, createKleosWebPact, slug } from "./kleos-web-pact";

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();

const UUID = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";

const voucherShape = {
  id: regex(UUID, "5a5a5a5a-0000-4000-8000-000000000001"),
  slug: slug("google-play-inr-100"),
  brand: string("Google Play"),
  title: string("Google Play gift card ₹100"),
  description: string("Apps, games and in-game items on Google Play India."),
  faceValue: { currency: regex("^(INR|BRL)$", "INR"), amount: integer(10_000), decimals: integer(2) },
  price: { currency: "KCASH", amount: integer(120_000), decimals: 2 },
  regions: eachLike(regex("^(IN|BR|Other)$", "IN")),
  stock: integer(5),
  featured: boolean(true),
};

describe("the voucher store", () => {
  it("lists the vouchers redeemable in India", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoStore)
      .uponReceiving("a request for the first page of vouchers redeemable in India")
      .withRequest("GET", "/api/store/vouchers", (request) =>
        request.headers(SITE_HEADERS).query({ region: "IN", pageOffset: "0", pageLimit: "20" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(voucherShape),
          page: { pageOffset: 0, pageLimit: 20, total: integer(5) },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await storeRequests.listStoreVouchers(createApiClient({ baseUrl: mockServer.url }), {
          region: "IN",
          pageOffset: 0,
          pageLimit: 20,
        });
        expect(page.page).toMatchObject({ pageOffset: 0, pageLimit: 20 });
        expect(page.items[0]).toMatchObject({
          brand: "Google Play",
          regions: ["IN"],
          price: { currency: "KCASH", amount: 120_000, decimals: 2 },
          featured: true,
        });
      });
  });
});
