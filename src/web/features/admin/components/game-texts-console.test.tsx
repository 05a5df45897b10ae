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

const KABADDI = {
  names: [
    { language: "en", text: "Kabaddi Kings" },
    { language: "hi", text: "कबड्डी किंग्स" },
  ],
  taglines: [{ language: "en", text: "Raid, tackle and lead your franchise to the title" }],
};

const openGameTexts = async () => {
  fireEvent.click(await screen.findByRole("tab", { name: "Content" }));
  fireEvent.change(await screen.findByRole("combobox", { name: "Show" }), { target: { value: "gameTexts" } });
  const game = await screen.findByRole("combobox", { name: /^Game/ });
  await within(game).findByRole("option", { name: "Kabaddi Kings" });
  fireEvent.change(game, { target: { value: "7" } });
  return within(await screen.findByRole("form", { name: "Save the game's texts" }));
};

describe("the game texts console", () => {
  it("writes a game's tagline in Hindi beside its Hindi name, and saves every language through PUT", async () => {
    const fake = adminApi({
      "GET /api/admin/games/7/texts": json(200, KABADDI),
      "PUT /api/admin/games/7/texts": ({ body }: RecordedRequest) => json(200, body),
    });
    renderAdmin(fake.fetch);
    const form = await openGameTexts();
    expect((form.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Kabaddi Kings");

    fireEvent.change(form.getByRole("combobox", { name: /^Language of the texts/ }), {
      target: { value: "hi" },
    });
    expect((form.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("कबड्डी किंग्स");
    const tagline = form.getByRole("textbox", { name: "Tagline" }) as HTMLInputElement;
    // Not written in Hindi yet: empty, with the English one as the hint of what readers see.
    expect(tagline.value).toBe("");
    expect(tagline.placeholder).toBe("Raid, tackle and lead your franchise to the title");
    fireEvent.change(tagline, { target: { value: "रेड करो, टैकल करो और खिताब जीतो" } });

    // Unsaved edits hold the game where it is.
    expect((screen.getByRole("combobox", { name: /^Game/ }) as HTMLSelectElement).disabled).toBe(true);
    fireEvent.click(form.getByRole("button", { name: "Save the game's texts" }));
    expect(await screen.findByText("The game's texts are saved")).toBeTruthy();
    expect(fake.called("PUT", "/api/admin/games/7/texts")[0]?.body).toEqual({
      names: KABADDI.names,
      taglines: [
        { language: "en", text: "Raid, tackle and lead your franchise to the title" },
        { language: "hi", text: "रेड करो, टैकल करो और खिताब जीतो" },
      ],
    });
    expect((screen.getByRole("combobox", { name: /^Game/ }) as HTMLSelectElement).disabled).toBe(false);
  });

  it("undoes its edits, and shows the server's problem when English is missing", async () => {
    const fake = adminApi({
      "GET /api/admin/games/7/texts": json(200, KABADDI),
      "PUT /api/admin/games/7/texts": problem(422, "ContentEnglishMissing"),
    });
    renderAdmin(fake.fetch);
    const form = await openGameTexts();
    const name = form.getByRole("textbox", { name: "Name" }) as HTMLInputElement;
    fireEvent.change(name, { target: { value: "Kabaddi Champions" } });
    fireEvent.click(form.getByRole("button", { name: "Undo changes" }));
    expect(name.value).toBe("Kabaddi Kings");
    expect((form.getByRole("button", { name: "Undo changes" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(name, { target: { value: "" } });
    fireEvent.click(form.getByRole("button", { name: "Save the game's texts" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(fake.called("PUT", "/api/admin/games/7/texts")[0]?.body).toEqual({
      names: [{ language: "hi", text: "कबड्डी किंग्स" }],
      taglines: KABADDI.taglines,
    });
  });
});
