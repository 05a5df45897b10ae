import { describe, expect, it } from "vitest";
import { pogCardLabels } from "@/server/services/pog/card/card-labels";
import { pogCardSvg, type PogCardModel } from "@/server/services/pog/card/pog-card-svg";

const modelIn = (locale: "en" | "he" | "ja"): PogCardModel => ({
  kleosName: "racer99.kleos",
  tier: "Gold",
  badges: [],
  socialBadges: [],
  scores: { Gamer: 120, Human: 30, Play: 40, Skill: 50, Commerce: 0, Social: 0 },
  tabTiers: { Gamer: "Gold", Human: "Gold", Play: "Silver", Skill: "Bronze", Commerce: null, Social: null },
  avatar: null,
  labels: pogCardLabels(locale),
});

/** The x and anchor of the <text> that says `words`. */
const placeOf = (svg: string, words: string) => {
  const found = [...svg.matchAll(/<text x="(\d+)"[^>]*text-anchor="(\w+)"[^>]*>([^<]*)<\/text>/g)].find(
    (match) => match[3] === words,
  );
  return found === undefined ? undefined : { x: Number(found[1]), anchor: found[2] };
};

describe("the back of the POG card", () => {
  it("puts a row's words on the left and its score on the right, mirrored in Hebrew", () => {
    const english = pogCardSvg(modelIn("en"), "back");
    expect(placeOf(english, modelIn("en").labels.tabs.Skill)).toEqual({ x: 68, anchor: "start" });
    expect(placeOf(english, "50")).toEqual({ x: 532, anchor: "end" });
    const hebrew = modelIn("he");
    expect(hebrew.labels.rightToLeft).toBe(true);
    const drawn = pogCardSvg(hebrew, "back");
    expect(placeOf(drawn, hebrew.labels.tabs.Skill)).toEqual({ x: 532, anchor: "end" });
    expect(placeOf(drawn, "50")).toEqual({ x: 68, anchor: "start" });
  });

  it("is drawn in English where the card's fonts lack the script (Japanese)", () => {
    expect(pogCardLabels("ja")).toEqual(pogCardLabels("en"));
    expect(pogCardLabels("he").tabs.Skill).not.toBe(pogCardLabels("en").tabs.Skill);
  });
});
