import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  adminApi,
  json,
  problem,
  renderAdmin,
  setSignedIn,
  type RecordedRequest,
} from "@/web/features/admin/testing/admin-test-kit";

afterEach(() => setSignedIn(false));

const article = (overrides: Record<string, unknown> = {}) => ({
  slug: "patch-notes",
  coverImageUrl: "/media/banners/proof-of-gamer.svg",
  publishedAt: null,
  translations: [
    {
      language: "en",
      title: "Patch notes",
      summary: "What changed",
      bodyMarkdown: "## New\n\n- Faster claims",
    },
    { language: "hi", title: "पैच नोट्स", summary: "क्या बदला", bodyMarkdown: "## नया" },
  ],
  ...overrides,
});

const video = (overrides: Record<string, unknown> = {}) => ({
  slug: "season-trailer",
  videoUrl: "https://youtu.be/aqz-KE-bpKQ",
  thumbnailUrl: "/media/banners/proof-of-gamer.svg",
  publishedAt: "2999-01-01T10:00:00.000Z",
  translations: [{ language: "en", title: "Trailer", description: "The season trailer" }],
  ...overrides,
});

const page = (items: unknown[]) => ({ items, page: { pageOffset: 0, pageLimit: 10, total: items.length } });

describe("ContentConsole", () => {
  it("lists articles with their state, edits one with a preview, and saves it through PUT", async () => {
    const fake = adminApi({
      "GET /api/admin/articles": json(200, page([article()])),
      "PUT /api/admin/articles/patch-notes": ({ body }: RecordedRequest) =>
        json(200, { slug: "patch-notes", ...(body as object) }),
    });
    renderAdmin(fake.fetch);
    fireEvent.click(await screen.findByRole("tab", { name: "Content" }));
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Location" }).textContent).toBe("/admin?tab=content"),
    );
    const card = within(await screen.findByRole("article", { name: "Patch notes" }));
    expect(card.getByText("Draft")).toBeTruthy();
    expect(Object.fromEntries(fake.called("GET", "/api/admin/articles")[0]!.query)).toEqual({
      pageOffset: "0",
      pageLimit: "10",
    });

    fireEvent.click(card.getByRole("button", { name: "Edit" }));
    const form = within(await screen.findByRole("form", { name: "patch-notes" }));
    const preview = within(form.getByRole("region", { name: "Preview: English" }));
    expect(preview.getByRole("heading", { name: "New" })).toBeTruthy();
    fireEvent.change(form.getAllByRole("textbox", { name: "Text (Markdown)" })[0]!, {
      target: { value: "## Newer" },
    });
    expect(preview.getByRole("heading", { name: "Newer" })).toBeTruthy();
    fireEvent.click(form.getByRole("button", { name: "Remove Hindi" }));
    fireEvent.change(form.getByRole("combobox", { name: "Language to add" }), { target: { value: "de" } });
    fireEvent.click(form.getByRole("button", { name: "Add translation" }));
    const german = within(form.getByRole("region", { name: "Preview: German" }).parentElement!);
    fireEvent.change(german.getByRole("textbox", { name: "Title" }), { target: { value: "Patchnotizen" } });
    fireEvent.click(form.getByRole("radio", { name: "Publish at a date" }));
    fireEvent.change(form.getByLabelText("Publication date and time"), {
      target: { value: "2026-12-01T10:00" },
    });
    fireEvent.click(form.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Saved")).toBeTruthy();
    const sent = fake.called("PUT", "/api/admin/articles/patch-notes")[0]!.body as {
      publishedAt: string;
      translations: { language: string; title: string; bodyMarkdown: string }[];
    };
    expect(sent.publishedAt).toBe(new Date("2026-12-01T10:00").toISOString());
    expect(sent.translations.map((text) => [text.language, text.title, text.bodyMarkdown])).toEqual([
      ["en", "Patch notes", "## Newer"],
      ["de", "Patchnotizen", ""],
    ]);
  });

  it("shows the server's problems next to the video's fields", async () => {
    const fake = adminApi({
      "GET /api/admin/articles": json(200, page([])),
      "GET /api/admin/videos": json(200, page([video()])),
      "PUT /api/admin/videos/new-trailer": problem(422, "VideoHostNotAllowed", {
        title: "Video host not allowed",
      }),
    });
    renderAdmin(fake.fetch, { route: "/admin?tab=content" });
    fireEvent.change(await screen.findByRole("combobox", { name: "Show" }), { target: { value: "video" } });
    const card = within(await screen.findByRole("article", { name: "Trailer" }));
    expect(card.getByText(/^Scheduled for/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "New video" }));
    const form = within(await screen.findByRole("form", { name: "New video" }));
    fireEvent.change(form.getByRole("textbox", { name: /Slug/ }), { target: { value: "new-trailer" } });
    fireEvent.change(form.getByRole("textbox", { name: /Thumbnail URL/ }), { target: { value: "/t.svg" } });
    fireEvent.change(form.getByRole("textbox", { name: /Video URL/ }), {
      target: { value: "https://evil.example/v" },
    });
    fireEvent.change(form.getByRole("textbox", { name: "Title" }), { target: { value: "New trailer" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    const videoUrl = await form.findByRole("textbox", { name: /Video URL/ });
    await waitFor(() => expect(videoUrl.getAttribute("aria-invalid")).toBe("true"));
    expect(form.getAllByText("Only https YouTube or Vimeo video pages can be used").length).toBeGreaterThan(
      0,
    );
    expect(fake.called("PUT", "/api/admin/videos/new-trailer")[0]!.body).toEqual({
      videoUrl: "https://evil.example/v",
      thumbnailUrl: "/t.svg",
      publishedAt: null,
      translations: [{ language: "en", title: "New trailer", description: "" }],
    });
  });

  it("pages through the audit log", async () => {
    const fake = adminApi({
      "GET /api/admin/articles": json(200, page([])),
      "GET /api/admin/content-audit": json(200, {
        items: [
          {
            id: 7,
            adminUserId: "0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10",
            entity: "article",
            entityKey: "patch-notes",
            action: "updated",
            changes: {},
            at: "2026-06-01T10:00:00.000Z",
          },
        ],
        page: { pageOffset: 0, pageLimit: 10, total: 1 },
      }),
    });
    renderAdmin(fake.fetch, { route: "/admin?tab=content" });
    fireEvent.change(await screen.findByRole("combobox", { name: "Show" }), { target: { value: "audit" } });
    const table = within(await screen.findByRole("table", { name: "Who changed which content, and when" }));
    expect(table.getByRole("rowheader", { name: "Updated article patch-notes" })).toBeTruthy();
    expect(table.getByText("0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10")).toBeTruthy();
    expect(table.getByText("01/Jun/26, 10:00 am")).toBeTruthy();
  });
});
