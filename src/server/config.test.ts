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
