import { describe, expect, it } from "vitest";
import { loadConfig } from "@/server/config";

describe("the environment the server runs in (fail closed)", () => {
  it("runs as production without NODE_ENV: no dev tools, no demo data", () => {
    const config = loadConfig({});
    expect(config.env).toBe("production");
    expect(config.devTools).toBe(false);
    expect(config.seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: "" }).devTools).toBe(false);
  });

  it("turns the dev tools on for an explicit NODE_ENV=development", () => {
    const config = loadConfig({ NODE_ENV: "development" });
    expect(config.env).toBe("development");
    expect(config.devTools).toBe(true);
    expect(config.seedDemoData).toBe(true);
  });

  it("turns the dev tools on for KLEOS_DEV_TOOLS=true alone, which asks for a development server", () => {
    const config = loadConfig({ KLEOS_DEV_TOOLS: "true" });
    expect(config.devTools).toBe(true);
    expect(config.env).toBe("development");
    expect(loadConfig({ NODE_ENV: "test", KLEOS_DEV_TOOLS: "1" }).devTools).toBe(true);
  });

  it("keeps them off where only KLEOS_DEV_TOOLS=false or another environment is named", () => {
    expect(loadConfig({ NODE_ENV: "development", KLEOS_DEV_TOOLS: "false" }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: "test" }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: "production" }).devTools).toBe(false);
    expect(loadConfig({ KLEOS_DEV_TOOLS: "false" }).env).toBe("production");
  });

  it("refuses to start as production with the dev tools on, naming both variables", () => {
    expect(() => loadConfig({ NODE_ENV: "production", KLEOS_DEV_TOOLS: "true" })).toThrow(
      /KLEOS_DEV_TOOLS=true.*NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: "production", KLEOS_DEV_TOOLS: "1" })).toThrow(/KLEOS_DEV_TOOLS/);
  });

  it("names a bad value of either variable", () => {
    expect(() => loadConfig({ NODE_ENV: "staging" })).toThrow(/NODE_ENV="staging"/);
    expect(() => loadConfig({ KLEOS_DEV_TOOLS: "yes" })).toThrow(/KLEOS_DEV_TOOLS="yes"/);
  });

  it("never has dev tools in a production config, however it was put together", () => {
    const development = loadConfig({ NODE_ENV: "development" });
    expect(loadConfig({}, { ...development, env: "production" }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }, { env: "production" }).devTools).toBe(false);
  });
});

describe("selling K-Cash", () => {
  it("prices 1 USDT at ₹85.00, R$5.60 and $1.00 unless told otherwise", () => {
    expect(loadConfig({}).fiatPerUsdt).toEqual({ INR: 8_500, BRL: 560, USD: 100 });
    expect(loadConfig({ USDT_PRICE_BRL: "575" }).fiatPerUsdt).toEqual({ INR: 8_500, BRL: 575, USD: 100 });
    expect(() => loadConfig({ USDT_PRICE_INR: "85.5" })).toThrow(/USDT_PRICE_INR/);
    expect(() => loadConfig({ USDT_PRICE_USD: "0" })).toThrow(/USDT_PRICE_USD/);
  });

  it("takes Asaas with its webhook token, at its documented address unless told otherwise", () => {
    expect(loadConfig({}).asaas).toBeUndefined();
    expect(
      loadConfig({ ASAAS_API_KEY: "$aact_key", ASAAS_WEBHOOK_TOKEN: "a-webhook-token-of-some-length" }).asaas,
    ).toEqual({
      apiBase: "https://api.asaas.com",
      apiKey: "$aact_key",
      webhookToken: "a-webhook-token-of-some-length",
    });
    expect(() => loadConfig({ ASAAS_API_KEY: "$aact_key" })).toThrow(/ASAAS_WEBHOOK_TOKEN/);
    expect(() => loadConfig({ ASAAS_API_KEY: "$aact_key", ASAAS_WEBHOOK_TOKEN: "short" })).toThrow(
      /ASAAS_WEBHOOK_TOKEN/,
    );
  });

  it("reads PAYMENT_PROVIDER as sandbox or live, and an older razorpay as live", () => {
    expect(loadConfig({}).paymentProvider).toBeUndefined();
    expect(loadConfig({ PAYMENT_PROVIDER: "sandbox" }).paymentProvider).toBe("sandbox");
    expect(loadConfig({ PAYMENT_PROVIDER: "live" }).paymentProvider).toBe("live");
    expect(loadConfig({ PAYMENT_PROVIDER: "razorpay" }).paymentProvider).toBe("live");
    expect(() => loadConfig({ PAYMENT_PROVIDER: "stripe" })).toThrow(/PAYMENT_PROVIDER/);
  });
});

describe("X, Discord and their tokens' key", () => {
  it("offers X and Discord only with a client id and secret, at their documented addresses unless told otherwise", () => {
    const { social } = loadConfig({ X_CLIENT_ID: "x-id", X_CLIENT_SECRET: "x-secret" });
    expect(social.x).toEqual({
      clientId: "x-id",
      clientSecret: "x-secret",
      apiBase: "https://api.x.com",
      authorizeUrl: "https://x.com/i/oauth2/authorize",
    });
    expect(social.discord.clientId).toBeUndefined();
    expect(social.discord.apiBase).toBe("https://discord.com/api/v10");
    expect(social.tokenKey).toBeUndefined();
  });

  it("takes a 32-byte SOCIAL_TOKEN_KEY and refuses anything else without echoing it", () => {
    expect(loadConfig({ SOCIAL_TOKEN_KEY: "ab".repeat(32) }).social.tokenKey).toBe("ab".repeat(32));
    expect(() => loadConfig({ SOCIAL_TOKEN_KEY: "secret-but-short" })).toThrow(
      /SOCIAL_TOKEN_KEY="\(hidden\)"/,
    );
  });
});
