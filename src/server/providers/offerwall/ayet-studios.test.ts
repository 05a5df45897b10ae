import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  ayetOfferwallUrl,
  ayetSignedString,
  reversedTransactionId,
  signAyetCallback,
  verifyAyetCallback,
} from "@/server/providers/offerwall/ayet-studios";

describe("ayeT-Studios callbacks", () => {
  it("signs the parameters sorted by name, encoded as PHP's http_build_query", () => {
    const params: [string, string][] = [
      ["offer_name", "Play Dark Throne (level 5)!"],
      ["amount", "360"],
      ["external_identifier", "user~1"],
    ];
    expect(ayetSignedString(params)).toBe(
      "amount=360&external_identifier=user%7E1&offer_name=Play+Dark+Throne+%28level+5%29%21",
    );
    expect(signAyetCallback("key", params)).toBe(
      createHmac("sha256", "key").update(ayetSignedString(params)).digest("hex"),
    );
  });

  it("verifies the hash of the query as it arrived, and refuses another key, a changed value or no hash", () => {
    const query = "transaction_id=t1&external_identifier=u&currency_amount=360&is_chargeback=0";
    const hash = signAyetCallback("key", new URLSearchParams(query));
    expect(verifyAyetCallback("key", query, hash)).toBe(true);
    expect(verifyAyetCallback("key", query, hash.toUpperCase())).toBe(true);
    expect(verifyAyetCallback("other", query, hash)).toBe(false);
    expect(verifyAyetCallback("key", query.replace("360", "3600"), hash)).toBe(false);
    expect(verifyAyetCallback("key", query, undefined)).toBe(false);
    expect(verifyAyetCallback("key", query, "nothex")).toBe(false);
  });

  it("opens the web offerwall of the adslot for the gamer, and reads a reversal's original id", () => {
    expect(ayetOfferwallUrl("https://www.ayetstudios.com/offers/web_offerwall/", "923", "u 1")).toBe(
      "https://www.ayetstudios.com/offers/web_offerwall/923?external_identifier=u+1",
    );
    expect(reversedTransactionId("r-381f")).toBe("381f");
    expect(reversedTransactionId("381f")).toBeUndefined();
  });
});
