import { isIP } from "node:net";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { countries } from "@/domain/geo/countries";
import { lookupIpLocation } from "@/server/providers/geo/ip-location";
import { iso3166Alpha3Of } from "@/server/providers/geo/iso3166-alpha3";

const octet = fc.integer({ min: 0, max: 255 });

describe("lookupIpLocation", () => {
  it("places public addresses the offline data knows", () => {
    const unitedStates = {
      countryName: "United States",
      countryCode: "+1",
      countryCodeISO2: "US",
      countryCodeISO3: "USA",
      continentCode: "NA",
    };
    expect(lookupIpLocation("8.8.8.8")).toEqual(unitedStates);
    expect(lookupIpLocation("2001:4860:4860::8888")).toEqual(unitedStates);
    expect(lookupIpLocation("::ffff:8.8.8.8")).toEqual(unitedStates);
    expect(lookupIpLocation("49.44.0.1")).toEqual({
      countryName: "India",
      countryCode: "+91",
      countryCodeISO2: "IN",
      countryCodeISO3: "IND",
      continentCode: "AS",
    });
    expect(lookupIpLocation("200.147.67.142")).toEqual({
      countryName: "Brazil",
      countryCode: "+55",
      countryCodeISO2: "BR",
      countryCodeISO3: "BRA",
      continentCode: "SA",
    });
  });

  it("knows nothing of private, loopback, link-local, documentation or garbage addresses", () => {
    for (const ip of [
      "10.0.0.1",
      "127.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.1.1",
      "100.64.0.1",
      "0.0.0.0",
      "192.0.2.1",
      "::",
      "::1",
      "::ffff:10.1.2.3",
      "fe80::1",
      "fd12:3456::1",
      "2001:db8::1",
      "",
      "garbage",
      "8.8.8.8.8",
      "999.1.1.1",
      " 8.8.8.8",
      "8.8.8.8/32",
    ])
      expect(lookupIpLocation(ip), ip).toBeUndefined();
  });

  test.prop([fc.string().filter((value) => isIP(value) === 0)])(
    "anything not an IP address is unknown",
    (value) => {
      expect(lookupIpLocation(value)).toBeUndefined();
    },
  );

  test.prop([
    fc.oneof(
      fc.tuple(fc.constant(10), octet, octet, octet),
      fc.tuple(fc.constant(127), octet, octet, octet),
      fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), octet, octet),
      fc.tuple(fc.constant(192), fc.constant(168), octet, octet),
    ),
  ])("private and loopback IPv4 addresses are unknown", (parts) => {
    expect(lookupIpLocation(parts.join("."))).toBeUndefined();
  });

  test.prop([fc.oneof(fc.ipV4(), fc.ipV6())], { numRuns: 500 })(
    "any address is unknown or a complete location whose codes agree",
    (ip) => {
      const location = lookupIpLocation(ip);
      if (location === undefined) return;
      expect(location.countryCodeISO2).toMatch(/^[A-Z]{2}$/);
      expect(location.countryCodeISO3).toBe(iso3166Alpha3Of(location.countryCodeISO2));
      expect(location.countryCode).toMatch(/^\+\d{1,4}$/);
      expect(location.continentCode).toMatch(/^(AF|AN|AS|EU|NA|OC|SA)$/);
      expect(location.countryName).not.toBe("");
    },
  );
});

describe("iso3166Alpha3Of", () => {
  it("has an alpha-3 code for every country of the country table but the former Netherlands Antilles", () => {
    const missing = countries()
      .map((country) => country.code)
      .filter((code) => iso3166Alpha3Of(code) === undefined);
    expect(missing).toEqual(["AN"]);
    expect(iso3166Alpha3Of("np")).toBe("NPL");
    expect(iso3166Alpha3Of("BD")).toBe("BGD");
    expect(iso3166Alpha3Of("BH")).toBe("BHR");
    expect(iso3166Alpha3Of("ZZ")).toBeUndefined();
  });
});
