import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  RequiredCity,
  RequiredCollegeName,
  RequiredCountry,
  RequiredOption,
  RequiredValue,
  oneOf,
} from "@/domain/validation/form-rules";
import { firstFailure } from "@/domain/validation/validate";

const REQUIRED = [
  [RequiredValue, "Please enter a value"],
  [RequiredOption, "Please select an option"],
  [RequiredCity, "Please select a city"],
  [RequiredCollegeName, "Please enter your college name"],
  [RequiredCountry, "Please select a country"],
] as const;

describe("required fields", () => {
  test.prop([
    fc.constantFrom(...REQUIRED),
    fc.string({ unit: fc.constantFrom(" ", "\t", "\n", "\u00a0"), maxLength: 5 }),
  ])("property: empty or blank reads the field's message", ([schema, message], blank) => {
    expect(firstFailure(schema, blank)?.message).toBe(message);
  });

  test.prop([fc.constantFrom(...REQUIRED), fc.string({ minLength: 1 })])(
    "property: anything with a visible character is accepted",
    ([schema], value) => {
      fc.pre(value.trim() !== "");
      expect(firstFailure(schema, value)).toBeUndefined();
    },
  );
});

describe("correct option", () => {
  const Answer = oneOf(["Bronze", "Silver", "Gold", "Diamond"]);

  test.each([
    ["Gold", undefined],
    ["gold", "Please select the correct option"],
    ["Platinum", "Please select the correct option"],
    ["", "Please select the correct option"],
  ])("%j → %s", (input, message) => {
    expect(firstFailure(Answer, input)?.message).toBe(message);
  });
});
