import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { SEARCH_GEOGRAPHIES } from "@/domain/games/game-catalogue";
import { guessSearchGeography } from "@/web/lib/search-geography";

describe("guessSearchGeography", () => {
  it("places Indian and Brazilian time zones and languages", () => {
    expect(guessSearchGeography("Asia/Kolkata", [])).toBe("India");
    expect(guessSearchGeography("America/Sao_Paulo", [])).toBe("Brazil");
    expect(guessSearchGeography("America/Manaus", ["en-US"])).toBe("Brazil");
    expect(guessSearchGeography("Europe/London", ["hi-IN", "en"])).toBe("India");
    expect(guessSearchGeography("UTC", ["pt-BR"])).toBe("Brazil");
    expect(guessSearchGeography("America/New_York", ["en-US"])).toBe("Other");
    expect(guessSearchGeography("Europe/Lisbon", ["pt-PT"])).toBe("Other");
  });

  test.prop([fc.option(fc.string(), { nil: undefined }), fc.array(fc.string(), { maxLength: 5 })])(
    "always answers one of the search geographies",
    (timeZone, languages) => {
      expect(SEARCH_GEOGRAPHIES).toContain(guessSearchGeography(timeZone, languages));
    },
  );
});
