/**
 * The POG card as the site shows it: `<img>` elements whose addresses the POG feature builds
 * (`pogCardUrl`), fetched here as the browser would, against Pact's mock server. The body is a PNG, matched by
 * its type (the picture itself depends on the gamer's facts); no sign-in is needed.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { pogCardUrl } from "@/web/features/pog/components/pog-card";
import { STATES } from "../kleos-contract";
import { createKleosWebPact } from "./kleos-web-pact";

const EXAMPLE_PNG = fileURLToPath(new URL("../../fixtures/pog/card-example.png", import.meta.url));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const pact = createKleosWebPact();

describe("the POG card", () => {
  it.each([
    ["front", "hi"],
    ["back", "de"],
  ] as const)("loads the %s of Racer99's card in %s", async (side, locale) => {
    const url = new URL(pogCardUrl("Racer99", side, locale), "http://pact.invalid");
    await pact
      .addInteraction()
      .given(STATES.pogNameReserved)
      .uponReceiving(`the ${side} of the POG card of Racer99, in ${locale}`)
      .withRequest("GET", url.pathname, (request) => request.query({ locale }))
      .willRespondWith(200, (response) => response.binaryFile("image/png", EXAMPLE_PNG))
      .executeTest(async (mockServer) => {
        const answer = await fetch(`${mockServer.url}${url.pathname}${url.search}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toBe("image/png");
        const bytes = new Uint8Array(await answer.arrayBuffer());
        expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      });
  });
});
