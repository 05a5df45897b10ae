import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QuestDetailRoute } from "@/web/features/campaigns/routes/quest-detail-route";
import {
  detail,
  fakeApi,
  GAME,
  ok,
  problem,
  progress,
  PROFILE,
  renderWithSession,
  setSignedIn,
  TASK_IDS,
} from "@/web/features/campaigns/testing/campaigns-test-kit";

afterEach(() => {
  setSignedIn(false);
  vi.restoreAllMocks();
});

const QUEST = detail({
  kind: "quest",
  slug: "throne-raid",
  title: "Throne raid",
  slots: 100,
  participantCount: 60,
});

const started = {
  campaignId: QUEST.id,
  startedAt: new Date().toISOString(),
  referred: false,
  userProgress: progress(),
  button: { state: "CONTINUE_TASKS" },
};

const render = (routes: Parameters<typeof fakeApi>[0], route = "/gamer/k-quest/throne-raid") => {
  const fake = fakeApi({
    "GET /api/users/me/profile": ok(PROFILE),
    "GET /api/quests/throne-raid": ok(QUEST),
    "GET /api/quest/slots": ok({ questId: QUEST.id, slots: 100, remainingSlots: 37 }),
    ...routes,
  });
  renderWithSession(
    <Routes>
      <Route path="/gamer/k-quest/:questId" element={<QuestDetailRoute />} />
    </Routes>,
    { fetch: fake.fetch, route },
  );
  return fake;
};

describe("QuestDetailRoute", () => {
  it("shows the quest with its slots left and a way back to K-Quest", async () => {
    const fake = render({});
    expect(await screen.findByRole("heading", { level: 1, name: "Throne raid" })).toBeTruthy();
    expect(await screen.findByText("37 of 100")).toBeTruthy();
    expect(fake.to("GET /api/quest/slots")[0]?.query.get("questId")).toBe("throne-raid");
    expect(screen.getByRole("link", { name: "All quests" }).getAttribute("href")).toBe("/k-quest");
  });

  it("starts through the quest start, with the referral", async () => {
    const fake = render(
      { "POST /api/quest/start": ok(started) },
      "/gamer/k-quest/throne-raid?referral=FRIEND42",
    );
    fireEvent.click(await screen.findByRole("button", { name: "Get started" }));
    await waitFor(() => expect(fake.to("POST /api/quest/start")).toHaveLength(1));
    expect(fake.to("POST /api/quest/start")[0]?.body).toEqual({ questId: QUEST.id, referral: "FRIEND42" });
  });

  it("asks for the game login when the quest needs it, without showing the refusal, then starts once saved", async () => {
    let saved = false;
    const fake = render({
      "POST /api/quest/start": () =>
        saved
          ? ok(started)
          : problem(422, "QuestLoginMethodInvalid", {
              detail: "Quest login method: save your Dark Throne user name first",
            }),
      "GET /api/game/loginmethod": ok({ gameId: GAME.id, items: ["USER_NAME"] }),
      [`GET /api/users/me/games/${GAME.id}/username`]: problem(404, "GameUsernameNotFound"),
      [`PUT /api/users/me/games/${GAME.id}/username`]: () => {
        saved = true;
        return ok({
          gameId: GAME.id,
          loginMethod: "USER_NAME",
          value: "throne_king",
          updatedAt: new Date().toISOString(),
        });
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Get started" }));
    const dialog = await screen.findByRole("dialog", { name: "Your game login" });
    expect(
      within(dialog).getByText(
        "This quest checks your progress in Dark Throne. Tell us how you sign in to Dark Throne, and the quest starts.",
      ),
    ).toBeTruthy();
    // The server's refusal is a reason to ask, not an error the gamer made.
    expect(screen.queryByText(/Quest login method/)).toBeNull();
    const method = await within(dialog).findByRole<HTMLSelectElement>("combobox", { name: /Dark Throne/ });
    expect(method.selectedOptions[0]?.textContent).toBe("User name");

    fireEvent.change(await within(dialog).findByRole("textbox", { name: "Your user name" }), {
      target: { value: "throne king" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save game details" }));
    expect(await within(dialog).findByText("Spaces are not allowed in the user name")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Your user name" }), {
      target: { value: "throne_king" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save game details" }));
    await waitFor(() => expect(fake.to("POST /api/quest/start")).toHaveLength(2));
    expect(fake.to(`PUT /api/users/me/games/${GAME.id}/username`)[0]?.body).toEqual({
      loginMethod: "USER_NAME",
      value: "throne_king",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says a quest is not found", async () => {
    render({ "GET /api/quests/throne-raid": problem(404, "CampaignNotFound") });
    expect(await screen.findByRole("heading", { level: 1, name: "Quest not found" })).toBeTruthy();
  });
});

describe("QuestDetailRoute: proof of work", () => {
  const STARTED_QUEST = { ...QUEST, userProgress: progress(), button: { state: "CONTINUE_TASKS" as const } };
  const PROOF_PATHS = ["POST /api/quest/proof", "POST /api/quest/v2/proof", "POST /api/quest/v3/proof"];
  const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  const proof = (
    status: "PENDING" | "APPROVED" | "REJECTED",
    id = "cccccccc-0000-4000-8000-000000000001",
  ) => ({
    id,
    status,
    version: 3,
    createdAt: new Date().toISOString(),
  });
  const questStatus = (latest: ReturnType<typeof proof> | null) => ({
    questId: QUEST.id,
    status: "LIVE",
    started: true,
    completedTasks: 0,
    totalTasks: 2,
    rewardClaimed: false,
    claimOpen: true,
    startedAt: new Date().toISOString(),
    proof: latest,
  });

  const renderStarted = (routes: Parameters<typeof fakeApi>[0] = {}) =>
    render({
      "GET /api/quests/throne-raid": ok(STARTED_QUEST),
      "GET /api/quest/queststatus": ok(questStatus(null)),
      ...routes,
    });

  const pick = async (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
    const input = await screen.findByLabelText("Choose a picture");
    fireEvent.change(input, { target: { files: [new File([bytes], name, { type })] } });
  };

  it("refuses a PNG with the domain's message before any request, whatever its name says", async () => {
    const fake = renderStarted();
    await pick(PNG, "screenshot.jpg", "image/jpeg");
    expect(await screen.findByText("Only JPEG is accepted as image type")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Send proof" }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      fake.requests.filter((request) => PROOF_PATHS.includes(`${request.method} ${request.path}`)),
    ).toEqual([]);
  });

  it("refuses a JPEG over 5 MB (in powers of 1024) before any request", async () => {
    const fake = renderStarted();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(JPEG);
    await pick(big, "huge.jpg", "image/jpeg");
    expect(await screen.findByText("The picture is larger than 5 MB.")).toBeTruthy();
    expect(fake.requests.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("offers the camera and the file picker, JPEG only", async () => {
    renderStarted();
    const camera = await screen.findByLabelText("Take a photo");
    expect(camera.getAttribute("accept")).toBe("image/jpeg");
    expect(camera.getAttribute("capture")).toBe("environment");
    expect(screen.getByLabelText("Choose a picture").getAttribute("accept")).toBe("image/jpeg");
  });

  it("shows the latest proof's review status", async () => {
    renderStarted({ "GET /api/quest/queststatus": ok(questStatus(proof("APPROVED"))) });
    expect(await screen.findByText("Approved")).toBeTruthy();
    expect(screen.getByText("Your latest proof")).toBeTruthy();
  });

  it("sends the JPEG's bytes with the quest and the note, then shows the new proof in place of the old", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:proof-preview");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    let latest = proof("REJECTED");
    const fresh = proof("PENDING", "cccccccc-0000-4000-8000-000000000002");
    const fake = renderStarted({
      "GET /api/quest/queststatus": () => ok(questStatus(latest)),
      "POST /api/quest/v2/proof": () => {
        latest = fresh;
        return ok({ ...fresh, version: 2 }, 201);
      },
    });
    expect(await screen.findByText("Rejected")).toBeTruthy();
    await pick(JPEG, "boss.jpg", "image/jpeg");
    const preview = await screen.findByRole("img", { name: "The picture you are about to send" });
    expect(preview.getAttribute("src")).toBe("blob:proof-preview");
    fireEvent.change(screen.getByRole("textbox", { name: "Note (optional)" }), {
      target: { value: "  Beat the boss on hard  " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send proof" }));

    await waitFor(() => expect(fake.to("POST /api/quest/v2/proof")).toHaveLength(1));
    const sent = fake.to("POST /api/quest/v2/proof")[0];
    expect(sent?.query.get("questId")).toBe(QUEST.id);
    expect(sent?.query.get("note")).toBe("Beat the boss on hard");
    expect(sent?.headers.get("content-type")).toBe("image/jpeg");
    expect(Array.from(sent?.body as Uint8Array)).toEqual(Array.from(JPEG));

    expect(await screen.findByText("Pending review")).toBeTruthy();
    expect(screen.queryByText("Rejected")).toBeNull();
    expect(screen.queryByRole("img", { name: "The picture you are about to send" })).toBeNull();
  });

  it("sends a proof for one task through v3, and asks for a note first", async () => {
    const fake = renderStarted({
      "POST /api/quest/v3/proof": ok(proof("PENDING"), 201),
    });
    await pick(JPEG, "boss.jpg", "image/jpeg");
    fireEvent.change(await screen.findByRole("combobox", { name: "Task it shows" }), {
      target: { value: TASK_IDS[1] },
    });
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Send proof" }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole("button", { name: "Send proof" }));
    expect(await screen.findByText("Add a note to say what the picture shows for this task.")).toBeTruthy();
    expect(fake.requests.filter((request) => request.method === "POST")).toEqual([]);

    fireEvent.change(screen.getByRole("textbox", { name: "Note (optional)" }), {
      target: { value: "The code screen" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send proof" }));
    await waitFor(() => expect(fake.to("POST /api/quest/v3/proof")).toHaveLength(1));
    const sent = fake.to("POST /api/quest/v3/proof")[0];
    expect(sent?.query.get("questId")).toBe(QUEST.id);
    expect(sent?.query.get("taskId")).toBe(TASK_IDS[1]);
    expect(sent?.query.get("note")).toBe("The code screen");
  });

  it("sends the picture alone through v1 without a note, and says what the server refused", async () => {
    const fake = renderStarted({ "POST /api/quest/proof": problem(409, "CampaignNotJoined") });
    await pick(JPEG, "boss.jpg", "image/jpeg");
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Send proof" }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole("button", { name: "Send proof" }));
    expect(await screen.findByText("Start the campaign first")).toBeTruthy();
    const sent = fake.to("POST /api/quest/proof")[0];
    expect(sent?.query.get("questId")).toBe(QUEST.id);
    expect(sent?.query.has("note")).toBe(false);
  });

  it("is not there before the gamer starts the quest", async () => {
    const fake = render({});
    expect(await screen.findByRole("heading", { level: 1, name: "Throne raid" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Proof of work" })).toBeNull();
    expect(fake.to("GET /api/quest/queststatus")).toEqual([]);
  });
});
