import { generateCpf } from "@brazilian-utils/brazilian-utils";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  canonicalPixKey,
  Cpf,
  cpfDigits,
  isIndividualPan,
  maskedLastFour,
  maskedPixKey,
  normalizePan,
} from "@/domain/kyc/identity-documents";
import { firstFailure } from "@/domain/validation/validate";

describe("PAN of a person", () => {
  it("takes P as the fourth letter only", () => {
    expect(isIndividualPan("ABCPE1234F")).toBe(true);
    expect(isIndividualPan("ABCCE1234F")).toBe(false);
    expect(isIndividualPan("ABCPE1234")).toBe(false);
    expect(normalizePan(" abcpe 1234f ")).toBe("ABCPE1234F");
  });
});

describe("masking", () => {
  test.prop([fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 4, maxLength: 18 })])(
    "property: only the last four digits survive",
    (digits) => {
      const masked = maskedLastFour(digits);
      expect(masked.slice(-4)).toBe(digits.slice(-4));
      expect(masked.replace(/X/g, "")).toBe(digits.slice(-4));
    },
  );

  it("masks a PIX key's middle", () => {
    expect(maskedPixKey("gamer@example.com")).toBe("gam************om");
  });
});

describe("CPF", () => {
  test.prop([fc.integer({ min: 0, max: 1000 })])(
    "property: generated CPFs are accepted, one wrong check digit is not",
    () => {
      const cpf = generateCpf();
      expect(cpfDigits(cpf)).toBe(cpf);
      expect(cpfDigits(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`)).toBe(cpf);
      const last = Number(cpf[10]);
      expect(cpfDigits(`${cpf.slice(0, 10)}${(last + 1) % 10}`)).toBeUndefined();
    },
  );

  it("reads the CPF message", () => {
    expect(firstFailure(Cpf, "111.111.111-11")?.message).toBe("Please enter a valid CPF");
  });
});

describe("PIX key", () => {
  it("is taken in the kind the gamer chose, in the DICT's canonical form", () => {
    const cpf = generateCpf();
    expect(canonicalPixKey("cpf", cpf)).toBe(cpf);
    expect(canonicalPixKey("email", " Gamer@Example.com ")).toBe("gamer@example.com");
    expect(canonicalPixKey("phone", "(11) 98765-4321")).toBe("+5511987654321");
    expect(canonicalPixKey("evp", "71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D")).toBe(
      "71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d",
    );
  });

  it("refuses a key of another kind, or no key", () => {
    expect(canonicalPixKey("email", generateCpf())).toBeUndefined();
    expect(canonicalPixKey("cpf", "gamer@example.com")).toBeUndefined();
    expect(canonicalPixKey("phone", "(11) 3333-4444")).toBeUndefined();
    expect(canonicalPixKey("evp", "not a key")).toBeUndefined();
  });
});
