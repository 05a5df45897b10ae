import { describe, expect, it } from "vitest";
import {
  contractEnum,
  contractOperations,
  contractResponse,
  contractSchema,
} from "@/server/testing/contract";

const GAME = {
  id: 3,
  slug: "dark-throne",
  name: "Dark Throne",
  tagline: "Claim the throne",
  description: "A dark-fantasy action RPG",
  developer: "Throne Forge Games",
  genres: ["RPG"],
  platforms: ["PC"],
  networks: ["Off-chain"],
  loginMethods: ["IN_GAME_EMAIL"],
  images: { cover: "/c.svg", banner: "/b.svg", icon: "/i.svg" },
  featured: true,
  websiteUrl: null,
  releasedOn: "2023-06-09",
};

describe("the contract helper that server tests rely on", () => {
  const getGame = contractResponse("getGame", 200);

  it("accepts a conforming answer", () => {
    expect(getGame.mediaType).toBe("application/json");
    expect(getGame.validate(GAME)).toEqual([]);
  });

  it.each([
    ["an undeclared field", { ...GAME, position: 3 }, "must NOT have additional properties"],
    ["a nested undeclared field", { ...GAME, images: { ...GAME.images, thumb: "/t.svg" } }, "/images"],
    ["a missing field", { ...GAME, slug: undefined }, "must have required property 'slug'"],
    ["a value outside an enum", { ...GAME, genres: ["Farming"] }, "/genres/0"],
    ["a bad date", { ...GAME, releasedOn: "09/06/2023" }, "/releasedOn"],
  ])("rejects %s", (_case, body, error) => {
    const errors = getGame.validate(JSON.parse(JSON.stringify(body)));
    expect(errors.join("\n")).toContain(error);
  });

  it("follows a shared response to the Problem schema", () => {
    const notFound = contractResponse("getGame", 404);
    expect(notFound.mediaType).toBe("application/problem+json");
    expect(
      notFound.validate({ type: "t", title: "Game not found", status: 404, code: "GameNotFound" }),
    ).toEqual([]);
    expect(notFound.validate({ title: "Game not found", status: 404 })).not.toEqual([]);
    expect(contractSchema("Problem")({ type: "t", title: "x", status: 200, code: "X" })).not.toEqual([]);
  });

  it("lists operations with their statuses and refuses undocumented ones", () => {
    const recordUserSearch = contractOperations().find(
      (operation) => operation.operationId === "recordUserSearch",
    );
    expect(recordUserSearch).toMatchObject({ method: "POST", path: "/api/user-searches" });
    expect(recordUserSearch?.statuses).toEqual([201, 400, 413, 415, 429, 500]);
    expect(() => contractResponse("getGame", 201)).toThrow("getGame documents no 201 response");
    expect(() => contractResponse("noSuchOperation", 200)).toThrow("no operation noSuchOperation");
    expect(contractEnum("SearchGeography")).toEqual(["India", "Brazil", "Other"]);
  });
});
