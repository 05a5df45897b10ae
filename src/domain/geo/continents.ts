/*
 * The continent of each country and territory, as GeoNames assigns them (continent codes AF, AN, AS, EU, NA,
 * OC, SA; spec §3 location continentCode, campaigns' applicableContinent). Intl and libphonenumber-js carry no
 * continents, so this is the one table typed from a source; every code of the country table must be here,
 * which a test checks.
 */

export const CONTINENT_CODES = ["AF", "AN", "AS", "EU", "NA", "OC", "SA"] as const;
export type ContinentCode = (typeof CONTINENT_CODES)[number];

const MEMBERS: { readonly [Continent in ContinentCode]: string } = {
  AF:
    "AC AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR MU MW MZ " +
    "NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TA TD TG TN TZ UG YT ZA ZM ZW",
  AN: "AQ BV GS HM TF",
  AS:
    "AE AF AM AZ BD BH BN BT CC CN CX GE HK ID IL IN IO IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM MN MO MV MY NP " +
    "OM PH PK PS QA SA SG SY TH TJ TL TM TR TW UZ VN YE",
  EU:
    "AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME " +
    "MK MT NL NO PL PT RO RS RU SE SI SJ SK SM UA VA XK",
  NA:
    "AG AI AN AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX NI PA PM PR SV SX " +
    "TC TT US VC VG VI",
  OC: "AS AU CK FJ FM GU KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TO TV UM VU WF WS",
  SA: "AR BO BR CL CO EC FK GF GY PE PY SR UY VE",
};

const CONTINENT_OF = new Map<string, ContinentCode>(
  CONTINENT_CODES.flatMap((continent) =>
    MEMBERS[continent].split(" ").map((code) => [code, continent] as const),
  ),
);

/** The continent of a two-letter country code, or undefined for a code it does not know. */
export const continentOf = (countryCode: string): ContinentCode | undefined =>
  CONTINENT_OF.get(countryCode.toUpperCase());

export const CONTINENT_COUNTRY_CODES: ReadonlyArray<string> = [...CONTINENT_OF.keys()];
