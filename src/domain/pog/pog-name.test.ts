import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { kleosNameOf, pogNameKey } from "@/domain/pog/pog-name";
import { PogUsername } from "@/domain/validation/username-rules";
import { firstFailure } from "@/domain/validation/validate";

const alnum = fc.stringMatching(/^[A-Za-z0-9]{5,12}$/);

describe("POG names", () => {
  test.prop([alnum])("property: a valid name is shown and minted as <name>.kleos", (name) => {
    expect(firstFailure(PogUsername, name)).toBeUndefined();
    expect(kleosNameOf(name)).toBe(`${name}.kleos`);
    expect(firstFailure(PogUsername, kleosNameOf(name))?.message).toBe("Special characters are not allowed");
  });

  test.prop([alnum])("property: names differing only in case are one name", (name) => {
    expect(pogNameKey(name.toUpperCase())).toBe(pogNameKey(name.toLowerCase()));
    expect(pogNameKey(name)).toBe(pogNameKey(pogNameKey(name)));
  });

  test.each([
    ["arjun", undefined],
    ["ab c12", "Spaces are not allowed"],
    ["arjun!", "Special characters are not allowed"],
    ["abc", "Username must be between 5 and 12 characters"],
    ["abcdefghijklm", "Username must be between 5 and 12 characters"],
  ])("spec §5/§8: %j → %s", (name, message) => {
    expect(firstFailure(PogUsername, name)?.message).toBe(message);
  });
});
