import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const folder = fileURLToPath(new URL("./migrations/", import.meta.url));
const migrations = readdirSync(folder).filter((name) => name.endsWith(".sql"));

describe("the migrations", () => {
  // A server with DATABASE_SCHEMA (and every test:pg app) migrates into a schema of its own on its search_path:
  // drizzle-kit writes foreign keys as "public"."table", which would reach outside it (or fail where public has no
  // such table). db:generate's output has them taken out.
  it.each(migrations)("%s names no schema, so it applies in whichever schema the server works in", (name) => {
    expect(readFileSync(`${folder}${name}`, "utf8")).not.toMatch(/"public"\./);
  });
});
