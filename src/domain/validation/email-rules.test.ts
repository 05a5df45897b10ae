import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { Email } from "@/domain/validation/email-rules";
import { firstFailure } from "@/domain/validation/validate";

const word = fc.string({ unit: fc.constantFrom(..."abcxyz019_+-"), minLength: 1, maxLength: 12 });
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);
const topLevel = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABC"), minLength, maxLength });

describe("e-mail", () => {
  test.prop([word, fc.array(label, { minLength: 1, maxLength: 3 }), topLevel(2, 10)])(
    "property: local@domain with a top level of 2 or more letters is accepted",
    (local, labels, tld) => {
      expect(firstFailure(Email, `${local}@${labels.join(".")}.${tld}`)).toBeUndefined();
    },
  );

  test.prop([word, label, fc.oneof(topLevel(0, 1), fc.constant("c0m"), fc.constant("12"))])(
    "property: a top level shorter than 2 letters or with digits reads Please enter a valid e-mail",
    (local, domain, tld) => {
      expect(firstFailure(Email, `${local}@${domain}.${tld}`)?.message).toBe("Please enter a valid e-mail");
    },
  );

  test.prop([word, label])("property: no @ or no dot in the domain is refused", (local, domain) => {
    expect(firstFailure(Email, `${local}${domain}.com`)?.messageId).toBe("validation.email.invalid");
    expect(firstFailure(Email, `${local}@${domain}`)?.messageId).toBe("validation.email.invalid");
  });

  test.each([
    ["gamer@kleos.gg", true],
    ["first.last+tag@mail.example.co.in", true],
    ["a@b.co", true],
    ["a@b.c", false],
    ["@kleos.gg", false],
    ["gamer@", false],
    ["gamer@@kleos.gg", false],
    [".gamer@kleos.gg", false],
    ["ga..mer@kleos.gg", false],
    ["gamer @kleos.gg", false],
    ["gamer@-kleos.gg", false],
    ["", false],
  ])("%j → %s", (input, valid) => {
    expect(firstFailure(Email, input) === undefined).toBe(valid);
  });

  test("longer than 254 characters is refused", () => {
    expect(
      firstFailure(Email, `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(59)}.gg`),
    ).toBeDefined();
  });
});
