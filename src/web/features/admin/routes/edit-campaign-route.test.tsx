import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  adminApi,
  adminCampaign,
  CAMPAIGN_ID,
  json,
  problem,
  renderAdmin,
  setSignedIn,
  type RecordedRequest,
} from "@/web/features/admin/testing/admin-test-kit";

afterEach(() => setSignedIn(false));

const LONG = { timeout: 600_000 };
const route = `/admin/campaigns/${CAMPAIGN_ID}`;
const SEED_HASH = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
const CODE_TASK_ID = "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a";

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe("EditCampaignRoute", () => {
  it(
    "finds a campaign by its slug too, and shows what the server saved after a slug change",
    LONG,
    async () => {
      const fake = adminApi({
        [`PATCH /api/admin/campaigns/${CAMPAIGN_ID}`]: ({ body }: RecordedRequest) =>
          json(200, adminCampaign({ ...(body as object), updatedAt: "2026-06-02T10:00:00.000Z" })),
      });
      renderAdmin(fake.fetch, { route: "/admin/campaigns/monsoon-cup" });
      expect(await screen.findByRole("heading", { level: 1, name: "Monsoon Cup" })).toBeTruthy();
      type(screen.getByRole("textbox", { name: "Slug" }), "monsoon-cup-2026");
      type(screen.getByRole("textbox", { name: "Title" }), "Monsoon Cup 2026");
      fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
      expect(await screen.findByRole("heading", { level: 1, name: "Monsoon Cup 2026" })).toBeTruthy();
      expect(
        fake.called("PATCH", `/api/admin/campaigns/${CAMPAIGN_ID}`).map((request) => request.body),
      ).toEqual([{ slug: "monsoon-cup-2026", title: "Monsoon Cup 2026" }]);
    },
  );

  it("says when no campaign has the id", async () => {
    renderAdmin(
      adminApi({ [`GET /api/admin/campaigns/${CAMPAIGN_ID}`]: problem(404, "CampaignNotFound") }).fetch,
      { route },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Campaign not found" })).toBeTruthy();
  });

  it("sends only what changed, and nothing when nothing did", LONG, async () => {
    const fake = adminApi({
      "PATCH /api/admin/campaigns/3f0c2a9e-5b7d-4c1e-8a6f-0d2b4e6f8a10": ({ body }: RecordedRequest) =>
        json(200, adminCampaign({ ...(body as object), updatedAt: "2026-06-02T10:00:00.000Z" })),
    });
    renderAdmin(fake.fetch, { route });
    const save = await screen.findByRole("button", { name: "Save changes" });
    fireEvent.click(save);
    expect(await screen.findByText("Nothing has changed, so nothing was sent.")).toBeTruthy();
    expect(fake.called("PATCH", `/api/admin/campaigns/${CAMPAIGN_ID}`)).toEqual([]);

    type(screen.getByRole("textbox", { name: "Title" }), "Monsoon Cup 2026");
    type(screen.getByRole("textbox", { name: "Amount per gamer (K-Cash)" }), "20");
    fireEvent.click(save);
    expect(await screen.findByText("Changes saved")).toBeTruthy();
    expect(
      fake.called("PATCH", `/api/admin/campaigns/${CAMPAIGN_ID}`).map((request) => request.body),
    ).toEqual([{ title: "Monsoon Cup 2026", reward: { currency: "KCASH", amount: 2000 } }]);
  });

  it("keeps a published campaign's locked fields read-only and says why", LONG, async () => {
    const fake = adminApi({
      [`GET /api/admin/campaigns/${CAMPAIGN_ID}`]: json(
        200,
        adminCampaign({ lifecycle: "PUBLISHED", status: "LIVE" }),
      ),
      "PATCH /api/admin/campaigns/3f0c2a9e-5b7d-4c1e-8a6f-0d2b4e6f8a10": problem(
        409,
        "CampaignPublishedLocked",
        {
          title: "A published campaign cannot change this",
          fields: ["endsAt"],
        },
      ),
    });
    renderAdmin(fake.fetch, { route });
    expect(
      await screen.findByText(/This campaign is published, so gamers may already be in it/),
    ).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Slug" }).hasAttribute("readonly")).toBe(true);
    expect(screen.getByRole("textbox", { name: "Amount per gamer (K-Cash)" }).hasAttribute("readonly")).toBe(
      true,
    );
    expect(screen.getByRole("combobox", { name: "Currency" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("combobox", { name: "Who gets the reward" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByLabelText("Starts").hasAttribute("readonly")).toBe(true);
    expect(screen.getByRole("textbox", { name: "Title" }).hasAttribute("readonly")).toBe(false);
    expect(screen.getByLabelText("Ends").hasAttribute("readonly")).toBe(false);
    expect(screen.queryByRole("button", { name: "Add a task" })).toBeNull();
    const task = within(screen.getByRole("group", { name: /^Task 1 ·/ }));
    expect(task.getByRole("textbox", { name: "Page address" }).hasAttribute("readonly")).toBe(true);
    expect(task.getByRole("textbox", { name: "Task title" }).hasAttribute("readonly")).toBe(false);
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();

    type(screen.getByLabelText("Ends"), "2026-07-12T10:00");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(
      await screen.findByRole("heading", { name: "A published campaign cannot change this" }),
    ).toBeTruthy();
    expect(screen.getByLabelText("Ends").getAttribute("aria-invalid")).toBe("true");
    expect(
      fake.called("PATCH", `/api/admin/campaigns/${CAMPAIGN_ID}`).map((request) => request.body),
    ).toEqual([{ endsAt: "2026-07-12T10:00:00.000Z" }]);
  });

  it("publishes a raffle only after the confirmation, then shows its seed hash", LONG, async () => {
    const raffle = adminCampaign({ distribution: { method: "RAFFLE", winners: 5 } });
    const fake = adminApi({
      [`GET /api/admin/campaigns/${CAMPAIGN_ID}`]: json(200, raffle),
      "POST /api/admin/campaigns/3f0c2a9e-5b7d-4c1e-8a6f-0d2b4e6f8a10/publish": json(
        200,
        adminCampaign({
          ...raffle,
          lifecycle: "PUBLISHED",
          status: "PUBLISHED",
          raffleSeedHash: SEED_HASH,
          publishedAt: "2026-06-02T10:00:00.000Z",
          updatedAt: "2026-06-02T10:00:00.000Z",
        }),
      ),
    });
    renderAdmin(fake.fetch, { route });
    fireEvent.click(await screen.findByRole("button", { name: "Publish" }));
    const dialog = within(screen.getByRole("dialog", { name: "Publish “Monsoon Cup”?" }));
    expect(dialog.getByText(/This is a raffle: the server draws a secret seed now/)).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fake.called("POST", `/api/admin/campaigns/${CAMPAIGN_ID}/publish`)).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Publish now" }));
    const hash = await screen.findByRole("region", { name: "Raffle seed hash (SHA-256)" });
    expect(within(hash).getByText(SEED_HASH)).toBeTruthy();
    expect(fake.called("POST", `/api/admin/campaigns/${CAMPAIGN_ID}/publish`)).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
    expect(screen.getByText(/This campaign is published/)).toBeTruthy();
  });

  it("shows why publishing was refused inside the dialog", async () => {
    const fake = adminApi({
      "POST /api/admin/campaigns/3f0c2a9e-5b7d-4c1e-8a6f-0d2b4e6f8a10/publish": problem(
        422,
        "CampaignConfigInvalid",
        {
          title: "The campaign's settings are not valid",
          detail: "A campaign needs at least one task to be published",
          field: "tasks",
          reason: "NO_TASKS",
        },
      ),
    });
    renderAdmin(fake.fetch, { route });
    fireEvent.click(await screen.findByRole("button", { name: "Publish" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Publish now" }));
    const dialog = within(screen.getByRole("dialog"));
    expect(
      await dialog.findByRole("heading", { name: "The campaign's settings are not valid" }),
    ).toBeTruthy();
    expect(dialog.getByText("A campaign needs at least one task to be published")).toBeTruthy();
    expect(dialog.getByText("tasks")).toBeTruthy();
  });

  it("archives after the confirmation", async () => {
    const fake = adminApi({
      "POST /api/admin/campaigns/3f0c2a9e-5b7d-4c1e-8a6f-0d2b4e6f8a10/archive": json(
        200,
        adminCampaign({ lifecycle: "ARCHIVED", status: "ARCHIVED", updatedAt: "2026-06-02T10:00:00.000Z" }),
      ),
    });
    renderAdmin(fake.fetch, { route });
    fireEvent.click(await screen.findByRole("button", { name: "Archive" }));
    fireEvent.click(
      within(screen.getByRole("dialog", { name: "Archive “Monsoon Cup”?" })).getByRole("button", {
        name: "Archive it",
      }),
    );
    expect(
      await screen.findByText("This campaign is archived: nothing about it can change any more."),
    ).toBeTruthy();
    expect(fake.called("POST", `/api/admin/campaigns/${CAMPAIGN_ID}/archive`)).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Archive" })).toBeNull();
  });

  it(
    "adds special codes to a SPECIAL_CODE task, says how many, and never shows them back",
    LONG,
    async () => {
      const withCodes = adminCampaign({
        tasks: [
          {
            id: CODE_TASK_ID,
            position: 0,
            type: "SPECIAL_CODE",
            title: "Enter the stream code",
            description: "",
            config: {},
            active: true,
            points: 0,
            specialCodeCount: 2,
          },
        ],
      });
      const fake = adminApi({
        [`GET /api/admin/campaigns/${CAMPAIGN_ID}`]: json(200, withCodes),
        [`POST /api/admin/campaigns/${CAMPAIGN_ID}/tasks/${CODE_TASK_ID}/special-codes`]: json(201, {
          taskId: CODE_TASK_ID,
          added: 1,
          skipped: 1,
          total: 3,
        }),
      });
      renderAdmin(fake.fetch, { route });
      const codes = within(await screen.findByRole("region", { name: "Codes for “Enter the stream code”" }));
      expect(codes.getByText("The task has 2 codes.")).toBeTruthy();
      const box = codes.getByRole("textbox", { name: "New codes, one per line" });
      type(box, "ALPHA-1\n\n beta 22 \nxy");
      fireEvent.click(codes.getByRole("button", { name: "Add codes" }));
      expect(codes.getByText("Line 4 is not a valid code")).toBeTruthy();
      expect(fake.requests.filter((request) => request.method === "POST")).toEqual([]);

      type(box, "ALPHA-1\n\n beta 22 \n");
      type(codes.getByRole("textbox", { name: "Gamers per code" }), "5");
      fireEvent.click(codes.getByRole("button", { name: "Add codes" }));
      expect(
        await codes.findByText(
          "1 code was added; 1 was already there or came twice. The task now has 3 codes.",
        ),
      ).toBeTruthy();
      expect(
        fake
          .called("POST", `/api/admin/campaigns/${CAMPAIGN_ID}/tasks/${CODE_TASK_ID}/special-codes`)
          .map((request) => request.body),
      ).toEqual([{ codes: ["ALPHA-1", "beta 22"], useLimit: 5 }]);
      expect((box as HTMLTextAreaElement).value).toBe("");
      expect(document.body.textContent).not.toContain("ALPHA-1");
    },
  );
});
