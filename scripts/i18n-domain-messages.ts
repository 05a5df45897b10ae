/**
 * The second half of `npm run i18n:extract`: after formatjs has extracted the web's own messages into
 * locales/en.json, this adds the domain messages the site shows (errors by code, validation rules by message
 * id) with the domain catalogue's English, so they are defined once, in src/domain.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { domainMessageCatalogue } from "../src/web/lib/domain-messages.ts";

/** `extracted` with the domain messages added, keys sorted as formatjs sorts them. */
export const withDomainMessages = (
  extracted: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> => {
  const merged: Record<string, string> = { ...extracted, ...domainMessageCatalogue() };
  return Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((key) => [key, merged[key] ?? ""]),
  );
};

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const file = join(fileURLToPath(new URL("..", import.meta.url)), "locales", "en.json");
  const extracted = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  writeFileSync(file, `${JSON.stringify(withDomainMessages(extracted), null, 2)}\n`);
}
