/**
 * Where a client IP address is, offline, from the GeoLite2 country data that `geoip-country` ships (spec §3
 * Location). Private, loopback and other special-purpose addresses, anything that is not an IP address, and
 * addresses the data does not place are "unknown" (undefined).
 */
import { createRequire } from "node:module";
import { BlockList, isIP } from "node:net";
import { continentOf } from "@/domain/geo/continents";
import { countryByCode } from "@/domain/geo/countries";
import { iso3166Alpha3Of } from "@/server/providers/geo/iso3166-alpha3";

export interface IpLocation {
  /** English name, as the country table names it ("India"). */
  readonly countryName: string;
  /** Dial code as the country table writes it: a plus sign then digits ("+91", "+1684"). */
  readonly countryCode: string;
  readonly countryCodeISO2: string;
  readonly countryCodeISO3: string;
  /** AF, AN, AS, EU, NA, OC or SA. */
  readonly continentCode: string;
}

/** The part of a `geoip-country` answer this module reads. */
interface GeoIpCountry {
  readonly country: string;
  readonly name?: string;
  readonly continent?: string;
  readonly phone?: ReadonlyArray<number>;
}

interface GeoIpCountryModule {
  lookup(ip: string): GeoIpCountry | null;
}

/** Special-purpose ranges (RFC 6890): never a client's location, whatever a data update may say. */
const SPECIAL_PURPOSE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const)
  SPECIAL_PURPOSE.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  SPECIAL_PURPOSE.addSubnet(network, prefix, "ipv6");

let geoip: GeoIpCountryModule | undefined;

/** Loaded on first use: the package reads some 7 MB of data into memory when it is required. */
const geoIpCountry = (): GeoIpCountryModule => {
  if (geoip === undefined) {
    const loaded: GeoIpCountryModule = createRequire(import.meta.url)("geoip-country");
    geoip = loaded;
  }
  return geoip;
};

/** The location of `ip` (IPv4, IPv6 or IPv4-mapped IPv6), or undefined when it is unknown. */
export const lookupIpLocation = (ip: string): IpLocation | undefined => {
  const family = isIP(ip);
  if (family === 0) return undefined;
  if (SPECIAL_PURPOSE.check(ip, family === 4 ? "ipv4" : "ipv6")) return undefined;
  const found = geoIpCountry().lookup(ip);
  if (found === null) return undefined;
  const iso2 = found.country.toUpperCase();
  const iso3 = iso3166Alpha3Of(iso2);
  const country = countryByCode(iso2);
  const countryCode =
    country?.dial_code ?? (found.phone?.[0] === undefined ? undefined : `+${found.phone[0]}`);
  const continentCode = continentOf(iso2) ?? found.continent;
  const countryName = country?.name.en ?? found.name;
  if (
    iso3 === undefined ||
    countryCode === undefined ||
    continentCode === undefined ||
    countryName === undefined
  )
    return undefined;
  return { countryName, countryCode, countryCodeISO2: iso2, countryCodeISO3: iso3, continentCode };
};
