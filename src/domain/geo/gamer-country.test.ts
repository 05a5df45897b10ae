import { describe, expect, it } from "vitest";
import { countryOfPhoneNumber, gamerCountryOf } from "@/domain/geo/gamer-country";

describe("gamerCountryOf", () => {
  it("takes the profile's country first", () => {
    expect(
      gamerCountryOf({
        profileCountry: "br",
        phoneNumber: "+919876543210",
        phoneVerified: true,
        addressCountry: "US",
      }),
    ).toEqual({ country: "BR", source: "profile" });
  });

  it("takes the verified phone's country when the profile names none", () => {
    expect(
      gamerCountryOf({
        profileCountry: null,
        phoneNumber: "+5511987654321",
        phoneVerified: true,
        addressCountry: "IN",
      }),
    ).toEqual({ country: "BR", source: "phone" });
  });

  it("ignores a phone number that is not verified", () => {
    expect(
      gamerCountryOf({ phoneNumber: "+5511987654321", phoneVerified: false, addressCountry: "IN" }),
    ).toEqual({ country: "IN", source: "address" });
  });

  it("falls back to the address, then to nothing", () => {
    expect(gamerCountryOf({ addressCountry: "us" })).toEqual({ country: "US", source: "address" });
    expect(gamerCountryOf({})).toEqual({ country: undefined, source: "unknown" });
  });

  it("reads the country of Indian and Brazilian numbers", () => {
    expect(countryOfPhoneNumber("+919876543210")).toBe("IN");
    expect(countryOfPhoneNumber("+5511987654321")).toBe("BR");
    expect(countryOfPhoneNumber("not a number")).toBeUndefined();
  });
});
