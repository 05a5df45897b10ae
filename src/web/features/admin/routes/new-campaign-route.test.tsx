import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  adminApi,
  adminCampaign,
  json,
  problem,
  renderAdmin,
  setSignedIn,
  type RecordedRequest,
} from "@/web/features/admin/testing/admin-test-kit";

const zone = process.env["TZ"];
afterEach(() => {
  setSignedIn(false);
  process.env["TZ"] = zone;
});

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const choose = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const location = () => screen.getByRole("status", { name: "Location" }).textContent;

const created = ({ body }: RecordedRequest) =>
  json(201, adminCampaign({ ...(body as object), id: "9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d", tasks: [] }));

/** Opens the form and fills what every campaign needs. */
const fillBasics = async () => {
  const slug = await screen.findByRole("textbox", { name: "Slug" });
  type(slug, "monsoon-cup");
  type(screen.getByRole("textbox", { name: "Title" }), "Monsoon Cup");
  type(screen.getByLabelText("Starts"), "2026-07-01T15:30");
  type(screen.getByLabelText("Ends"), "2026-07-10T15:30");
};

const task = (number: number) => within(screen.getByRole("group", { name: new RegExp(`^Task ${number} ·`) }));

// A whole form filled event by event in jsdom while `npm test` runs every suite on two cores: a hang guard only.
const LONG = { timeout: 600_000 };

describe("NewCampaignRoute", () => {
  it(
    "creates a draft with base units, UTC instants and each task's config, then opens it",
    LONG,
    async () => {
      process.env["TZ"] = "Asia/Kolkata";
      const fake = adminApi({ "POST /api/admin/campaigns": created });
      renderAdmin(fake.fetch, { route: "/admin/campaigns/new" });
      await fillBasics();
      expect(screen.getByText(/Times are in your time zone/)).toBeTruthy();
      type(screen.getByRole("textbox", { name: "Description" }), "Play through the monsoon.");
      await waitFor(() => expect(screen.getByRole("option", { name: "Kabaddi Kings" })).toBeTruthy());
      choose(screen.getByRole("combobox", { name: "Game" }), "7");
      fireEvent.click(screen.getByRole("checkbox", { name: /Featured/ }));
      type(screen.getByRole("textbox", { name: "Countries (ISO codes)" }), "in, br");
      expect(screen.getByText("Open to: India, Brazil")).toBeTruthy();
      fireEvent.click(screen.getByRole("checkbox", { name: "Asia" }));
      choose(screen.getByRole("combobox", { name: "Currency" }), "RKLEOS");
      type(screen.getByRole("textbox", { name: "Amount per gamer (rKLEOS)" }), "0.25");
      expect(screen.getByText(/Sent as 25,000,000 base units\./)).toBeTruthy();

      fireEvent.click(screen.getByRole("button", { name: "Add a task" }));
      type(task(1).getByRole("textbox", { name: "Task title" }), "Visit the site");
      type(task(1).getByRole("textbox", { name: "Page address" }), "https://example.com/monsoon");
      type(task(1).getByRole("textbox", { name: "Points" }), "10");

      fireEvent.click(screen.getByRole("button", { name: "Add a task" }));
      choose(task(2).getByRole("combobox", { name: "Type" }), "SHARE_REFERRAL_INVITE");
      type(task(2).getByRole("textbox", { name: "Task title" }), "Invite three friends");
      type(task(2).getByRole("textbox", { name: "Friends who must join" }), "3");

      fireEvent.click(screen.getByRole("button", { name: "Add a task" }));
      choose(task(3).getByRole("combobox", { name: "Type" }), "GAME_API_VALIDATION");
      type(task(3).getByRole("textbox", { name: "Task title" }), "Win a race");
      type(task(3).getByRole("textbox", { name: "Partner id" }), "monsoon-drift");
      type(task(3).getByRole("textbox", { name: "Action in the game" }), "WIN_RACE");

      fireEvent.click(screen.getByRole("button", { name: "Add a task" }));
      choose(task(4).getByRole("combobox", { name: "Type" }), "INTERNAL_API_VALIDATION");
      type(task(4).getByRole("textbox", { name: "Task title" }), "Verify your phone");
      choose(task(4).getByRole("combobox", { name: "Condition" }), "PHONE_VERIFIED");
      fireEvent.click(task(4).getByRole("checkbox", { name: /Active/ }));

      // The last task goes first: the order sent is the order shown.
      fireEvent.click(screen.getByRole("button", { name: "Move task 4 up" }));
      fireEvent.click(screen.getByRole("button", { name: "Create draft" }));

      await waitFor(() => expect(location()).toBe("/admin/campaigns/9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d"));
      expect(fake.called("POST", "/api/admin/campaigns").map((request) => request.body)).toEqual([
        {
          kind: "campaign",
          slug: "monsoon-cup",
          title: "Monsoon Cup",
          description: "Play through the monsoon.",
          gameId: 7,
          startsAt: "2026-07-01T10:00:00.000Z",
          endsAt: "2026-07-10T10:00:00.000Z",
          featured: true,
          isPrivate: false,
          applicableContinents: ["AS"],
          applicableCountries: ["IN", "BR"],
          reward: { currency: "RKLEOS", amount: 25_000_000 },
          distribution: { method: "EVERYONE" },
          bannerImage: "",
          tasks: [
            {
              type: "URI_REDIRECTION",
              title: "Visit the site",
              description: "",
              config: { url: "https://example.com/monsoon" },
              active: true,
              points: 10,
            },
            {
              type: "SHARE_REFERRAL_INVITE",
              title: "Invite three friends",
              description: "",
              config: { requiredInvites: 3 },
              active: true,
              points: 0,
            },
            {
              type: "INTERNAL_API_VALIDATION",
              title: "Verify your phone",
              description: "",
              config: { fact: "PHONE_VERIFIED" },
              active: false,
              points: 0,
            },
            {
              type: "GAME_API_VALIDATION",
              title: "Win a race",
              description: "",
              config: { partnerId: "monsoon-drift", action: "WIN_RACE" },
              active: true,
              points: 0,
            },
          ],
        },
      ]);
    },
  );

  it("offers all 26 task types by readable names", async () => {
    renderAdmin(adminApi().fetch, { route: "/admin/campaigns/new" });
    fireEvent.click(await screen.findByRole("button", { name: "Add a task" }));
    const options = within(task(1).getByRole("combobox", { name: "Type" })).getAllByRole("option");
    expect(options).toHaveLength(26);
    expect(options.map((option) => option.textContent)).toContain("Enter a special code");
    expect(options.every((option) => !/^[A-Z_]+$/.test(option.textContent ?? ""))).toBe(true);
  });

  it(
    "takes a special-code task's codes in its settings, counts them, and creates the draft with them",
    LONG,
    async () => {
      const fake = adminApi({ "POST /api/admin/campaigns": created });
      renderAdmin(fake.fetch, { route: "/admin/campaigns/new" });
      await fillBasics();
      type(screen.getByRole("textbox", { name: "Amount per gamer (K-Cash)" }), "5");
      fireEvent.click(screen.getByRole("button", { name: "Add a task" }));
      choose(task(1).getByRole("combobox", { name: "Type" }), "SPECIAL_CODE");
      type(task(1).getByRole("textbox", { name: "Task title" }), "Enter the stream code");
      expect(task(1).queryByText("This type needs no settings.")).toBeNull();
      expect(task(1).getByText("No new codes typed yet.")).toBeTruthy();

      const codes = task(1).getByRole("textbox", { name: "New codes, one per line" });
      type(codes, "MONSOON-1\n\n monsoon 22 \nno!");
      expect(task(1).getByText("2 new codes will be saved with the campaign.")).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Create draft" }));
      expect(await task(1).findByText("Line 4 is not a valid code")).toBeTruthy();
      expect(fake.called("POST", "/api/admin/campaigns")).toHaveLength(0);

      type(codes, "MONSOON-1\n\n monsoon 22 \nMONSOON-3");
      expect(task(1).getByText("3 new codes will be saved with the campaign.")).toBeTruthy();
      type(task(1).getByRole("textbox", { name: "Gamers per code" }), "50");
      fireEvent.click(screen.getByRole("button", { name: "Create draft" }));
      await waitFor(() => expect(fake.called("POST", "/api/admin/campaigns")).toHaveLength(1));
      const [sent] = fake.called("POST", "/api/admin/campaigns");
      expect((sent?.body as { tasks: unknown[] }).tasks).toEqual([
        {
          type: "SPECIAL_CODE",
          title: "Enter the stream code",
          description: "",
          config: {},
          active: true,
          points: 0,
          specialCodes: { codes: ["MONSOON-1", "monsoon 22", "MONSOON-3"], useLimit: 50 },
        },
      ]);
    },
  );

  it("sends a special-code task without codes when none were typed", async () => {
    const fake = adminApi({ "POST /api/admin/campaigns": created });
    renderAdmin(fake.fetch, { route: "/admin/campaigns/new" });
    await fillBasics();
    type(screen.getByRole("textbox", { name: "Amount per gamer (K-Cash)" }), "5");
    fireEvent.click(screen.getByRole("button", { name: "Add a task" }));
    choose(task(1).getByRole("combobox", { name: "Type" }), "SPECIAL_CODE");
    type(task(1).getByRole("textbox", { name: "Task title" }), "Enter the code");
    fireEvent.click(screen.getByRole("button", { name: "Create draft" }));
    await waitFor(() => expect(fake.called("POST", "/api/admin/campaigns")).toHaveLength(1));
    const [sent] = fake.called("POST", "/api/admin/campaigns");
    expect((sent?.body as { tasks: object[] }).tasks[0]).not.toHaveProperty("specialCodes");
  });

  it("edits leaderboard tiers row by row and sends them in base units", LONG, async () => {
    const fake = adminApi({ "POST /api/admin/campaigns": created });
    renderAdmin(fake.fetch, { route: "/admin/campaigns/new" });
    await fillBasics();
    type(screen.getByRole("textbox", { name: "Amount per gamer (K-Cash)" }), "0");
    choose(screen.getByRole("combobox", { name: "Who gets the reward" }), "LEADERBOARD");
    const tier = (number: number) => within(screen.getByRole("group", { name: `Tier ${number}` }));
    type(tier(1).getByRole("textbox", { name: "First rank" }), "1");
    type(tier(1).getByRole("textbox", { name: "Last rank" }), "1");
    type(tier(1).getByRole("textbox", { name: "K-Cash each" }), "100");
    fireEvent.click(screen.getByRole("button", { name: "Add a tier" }));
    // A new tier starts after the last one.
    expect((tier(2).getByRole("textbox", { name: "First rank" }) as HTMLInputElement).value).toBe("2");
    type(tier(2).getByRole("textbox", { name: "Last rank" }), "10");
    type(tier(2).getByRole("textbox", { name: "K-Cash each" }), "2.5");
    fireEvent.click(screen.getByRole("button", { name: "Add a tier" }));
    expect(screen.getByRole("group", { name: "Tier 3" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove tier 3" }));
    expect(screen.queryByRole("group", { name: "Tier 3" })).toBeNull();

    // Overlapping tiers are refused before anything is sent.
    type(tier(2).getByRole("textbox", { name: "First rank" }), "1");
    fireEvent.click(screen.getByRole("button", { name: "Create draft" }));
    expect(await screen.findByText("One field needs a change before saving")).toBeTruthy();
    expect(tier(2).getByText("This tier's ranks overlap another tier's")).toBeTruthy();
    expect(fake.called("POST", "/api/admin/campaigns")).toEqual([]);

    type(tier(2).getByRole("textbox", { name: "First rank" }), "2");
    fireEvent.click(screen.getByRole("button", { name: "Create draft" }));
    await waitFor(() => expect(fake.called("POST", "/api/admin/campaigns")).toHaveLength(1));
    expect(fake.called("POST", "/api/admin/campaigns")[0]!.body).toMatchObject({
      reward: { currency: "KCASH", amount: 0 },
      distribution: {
        method: "LEADERBOARD",
        tiers: [
          { fromRank: 1, toRank: 1, amount: 10_000 },
          { fromRank: 2, toRank: 10, amount: 250 },
        ],
      },
    });
  });

  it("refuses a slug that is not lower-case and dashed, and sends nothing", async () => {
    const fake = adminApi();
    renderAdmin(fake.fetch, { route: "/admin/campaigns/new" });
    await fillBasics();
    type(screen.getByRole("textbox", { name: "Amount per gamer (K-Cash)" }), "10");
    type(screen.getByRole("textbox", { name: "Slug" }), "Monsoon Cup");
    fireEvent.click(screen.getByRole("button", { name: "Create draft" }));
    expect(
      await screen.findByText(
        "Lower-case letters and digits, with single dashes between words (summer-cup-2026)",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Slug" }).getAttribute("aria-invalid")).toBe("true");
    expect(fake.called("POST", "/api/admin/campaigns")).toEqual([]);
  });

  it("shows the server's problem above the form and at the fields it names", LONG, async () => {
    let answer = problem(400, "ValidationFailed", {
      detail: 'body field tasks.0.config.url must match format "uri"',
      errors: [{ in: "body", field: "tasks.0.config.url", message: 'must match format "uri"' }],
    });
    const fake = adminApi({ "POST /api/admin/campaigns": () => answer });
    renderAdmin(fake.fetch, { route: "/admin/campaigns/new" });
    await fillBasics();
    type(screen.getByRole("textbox", { name: "Amount per gamer (K-Cash)" }), "10");
    fireEvent.click(screen.getByRole("button", { name: "Add a task" }));
    type(task(1).getByRole("textbox", { name: "Task title" }), "Visit");
    type(task(1).getByRole("textbox", { name: "Page address" }), "https://example.com/ok");
    fireEvent.click(screen.getByRole("button", { name: "Create draft" }));

    const alert = await screen.findByRole("heading", { name: "The server refused some fields" });
    expect(alert.closest("[role='alert']")?.textContent).toContain(
      'tasks.0.config.url: must match format "uri"',
    );
    expect(task(1).getByRole("textbox", { name: "Page address" }).getAttribute("aria-invalid")).toBe("true");
    expect(task(1).getByText('must match format "uri"')).toBeTruthy();

    answer = problem(409, "CampaignSlugTaken", {
      title: "This slug is already used by another campaign",
      slug: "monsoon-cup",
    });
    fireEvent.click(screen.getByRole("button", { name: "Create draft" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Slug" }).getAttribute("aria-describedby")).toContain(
        "error",
      ),
    );
    expect(screen.getAllByText("This slug is already used by another campaign").length).toBeGreaterThan(1);

    // The domain's errors as the server sends them: the field and the rule's reason or message id.
    answer = problem(422, "CampaignConfigInvalid", {
      title: "The campaign's settings are not valid",
      detail: "The campaign's settings are not valid",
      messageId: "errors.CampaignConfigInvalid",
      field: "endsAt",
      reason: "ENDS_BEFORE_START",
    });
    fireEvent.click(screen.getByRole("button", { name: "Create draft" }));
    const summary = await screen.findByRole("heading", { name: "The campaign's settings are not valid" });
    expect(summary.closest("[role='alert']")?.textContent).toContain(
      "endsAt: The end must be after the start",
    );
    expect(screen.getByLabelText("Ends").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("The end must be after the start")).toBeTruthy();

    answer = problem(400, "ValidationFailed", {
      title: "The request is not valid",
      detail: "Please enter a valid URL",
      messageId: "validation.url.invalid",
      field: "tasks.0.config.url",
    });
    fireEvent.click(screen.getByRole("button", { name: "Create draft" }));
    expect(await task(1).findByText("Please enter a valid URL")).toBeTruthy();
    expect(task(1).getByRole("textbox", { name: "Page address" }).getAttribute("aria-invalid")).toBe("true");
  });
});
