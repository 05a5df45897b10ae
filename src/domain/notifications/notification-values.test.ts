import { describe, expect, it } from "vitest";
import { notificationValues } from "@/domain/notifications/notification-values";

describe("a notification's values", () => {
  it("reads whole amounts, the currency's name and the flags from the stored data", () => {
    expect(
      notificationValues({ amount: 12_345, decimals: 2, currency: "KCASH", rank: 3, paidToYou: true }),
    ).toEqual({
      amount: 123.45,
      currency: "K-Cash",
      title: "",
      event: "other",
      verified: "no",
      rank: 3,
      paidToYou: "yes",
    });
  });

  it("isolates a title, so Latin inside a right-to-left sentence keeps its own order", () => {
    expect(notificationValues({ title: "Monsoon Clans Cup!" }).title).toBe("\u2068Monsoon Clans Cup!\u2069");
  });

  it("takes what it does not know as nothing, never as a wrong value", () => {
    expect(notificationValues({ amount: "10", currency: 5, title: 7, rank: "1st", event: null })).toEqual({
      amount: 0,
      currency: "",
      title: "",
      event: "other",
      verified: "no",
      rank: 0,
      paidToYou: "no",
    });
  });
});
