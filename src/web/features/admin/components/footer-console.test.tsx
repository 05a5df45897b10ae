import { fireEvent, screen, within } from "@testing-library/react";
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

const FOOTER = {
  groups: [
    {
      names: [
        { language: "en", text: "Play" },
        { language: "pt-BR", text: "Jogar" },
      ],
      links: [{ url: "/games", external: false, labels: [{ language: "en", text: "Games" }] }],
    },
  ],
};

const openFooter = async () => {
  fireEvent.click(await screen.findByRole("tab", { name: "Content" }));
  fireEvent.change(await screen.findByRole("combobox", { name: "Show" }), { target: { value: "footer" } });
  return within(await screen.findByRole("form", { name: "Save the footer" }));
};

describe("the footer console", () => {
  it("edits a label in English and in Portuguese, adds a link, and saves the whole footer through PUT", async () => {
    const fake = adminApi({
      "GET /api/admin/web-footers": json(200, FOOTER),
      "PUT /api/admin/web-footers": ({ body }: RecordedRequest) => json(200, body),
    });
    renderAdmin(fake.fetch);
    const form = await openFooter();
    const group = within(form.getByRole("group", { name: "Group 1" }));
    expect((group.getByRole("textbox", { name: "Group name" }) as HTMLInputElement).value).toBe("Play");
    fireEvent.change(group.getByRole("textbox", { name: "Link text" }), { target: { value: "All games" } });

    fireEvent.change(form.getByRole("combobox", { name: /^Language of the texts/ }), {
      target: { value: "pt-BR" },
    });
    expect((group.getByRole("textbox", { name: "Group name" }) as HTMLInputElement).value).toBe("Jogar");
    fireEvent.change(group.getByRole("textbox", { name: "Link text" }), {
      target: { value: "Todos os jogos" },
    });

    fireEvent.click(group.getByRole("button", { name: "Add link" }));
    const added = within(group.getByRole("group", { name: "Link 2" }));
    fireEvent.change(added.getByRole("textbox", { name: /^Link address/ }), {
      target: { value: "https://discord.gg/kleos" },
    });
    fireEvent.click(added.getByRole("checkbox", { name: "Opens in a new tab" }));
    fireEvent.change(form.getByRole("combobox", { name: /^Language of the texts/ }), {
      target: { value: "en" },
    });
    fireEvent.change(added.getByRole("textbox", { name: "Link text" }), { target: { value: "Discord" } });

    fireEvent.click(form.getByRole("button", { name: "Save the footer" }));
    expect(await screen.findByText("Footer saved")).toBeTruthy();
    expect(fake.called("PUT", "/api/admin/web-footers")[0]?.body).toEqual({
      groups: [
        {
          names: FOOTER.groups[0]?.names,
          links: [
            {
              url: "/games",
              external: false,
              labels: [
                { language: "en", text: "All games" },
                { language: "pt-BR", text: "Todos os jogos" },
              ],
            },
            {
              url: "https://discord.gg/kleos",
              external: true,
              labels: [{ language: "en", text: "Discord" }],
            },
          ],
        },
      ],
    });
  });

  it("removes a group and shows the server's problem when English is missing", async () => {
    const fake = adminApi({
      "GET /api/admin/web-footers": json(200, FOOTER),
      "PUT /api/admin/web-footers": problem(422, "ContentEnglishMissing"),
    });
    renderAdmin(fake.fetch);
    const form = await openFooter();
    fireEvent.click(form.getByRole("button", { name: "Add group" }));
    expect(form.getByRole("group", { name: "Group 2" })).toBeTruthy();
    fireEvent.click(form.getByRole("button", { name: "Remove group 1" }));
    expect(form.queryByRole("group", { name: "Group 2" })).toBeNull();
    fireEvent.click(form.getByRole("button", { name: "Save the footer" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(fake.called("PUT", "/api/admin/web-footers")[0]?.body).toEqual({
      groups: [{ names: [], links: [{ url: "", external: false, labels: [] }] }],
    });
  });
});
