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
  descriptions: [
    {
      language: "en",
      text: "Fast seven-a-side kabaddi with real raid timing, franchise management and live leagues every weekend.",
    },
  ],
};

const HINDI_DESCRIPTION = "असली रेड टाइमिंग वाली तेज़ सात-खिलाड़ियों की कबड्डी और हर वीकेंड लाइव लीग।";

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
      descriptions: KABADDI.descriptions,
    });
    expect((screen.getByRole("combobox", { name: /^Game/ }) as HTMLSelectElement).disabled).toBe(false);
  });

  it("writes a game's description in Hindi in a counted text area, held by the unsaved-changes guard until saved", async () => {
    const fake = adminApi({
      "GET /api/admin/games/7/texts": json(200, KABADDI),
      "PUT /api/admin/games/7/texts": ({ body }: RecordedRequest) => json(200, body),
    });
    renderAdmin(fake.fetch);
    const form = await openGameTexts();
    const english = KABADDI.descriptions[0]?.text ?? "";
    const description = form.getByRole("textbox", { name: "Description" }) as HTMLTextAreaElement;
    expect(description.tagName).toBe("TEXTAREA");
    expect(description.value).toBe(english);
    expect(description.maxLength).toBe(10_000);
    expect(description.getAttribute("dir")).toBe("auto");
    expect(form.getByText(`${english.length} of 10,000 characters`)).toBeTruthy();

    fireEvent.change(form.getByRole("combobox", { name: /^Language of the texts/ }), {
      target: { value: "hi" },
    });
    // Not written in Hindi yet: empty, in Hindi, with the English one as the hint of what readers see.
    expect(description.value).toBe("");
    expect(description.lang).toBe("hi");
    expect(description.placeholder).toBe(english);
    expect(form.getByText("0 of 10,000 characters")).toBeTruthy();
    fireEvent.change(description, { target: { value: HINDI_DESCRIPTION } });
    expect(form.getByText(`${HINDI_DESCRIPTION.length} of 10,000 characters`)).toBeTruthy();
    expect(description.getAttribute("aria-describedby")).toBe(
      form.getByText(`${HINDI_DESCRIPTION.length} of 10,000 characters`).id,
    );

    // The description alone is an unsaved change: the game stays put until it is saved.
    expect((screen.getByRole("combobox", { name: /^Game/ }) as HTMLSelectElement).disabled).toBe(true);
    expect((form.getByRole("button", { name: "Undo changes" }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(form.getByRole("button", { name: "Save the game's texts" }));
    expect(await screen.findByText("The game's texts are saved")).toBeTruthy();
    expect(fake.called("PUT", "/api/admin/games/7/texts")[0]?.body).toEqual({
      names: KABADDI.names,
      taglines: KABADDI.taglines,
      descriptions: [...KABADDI.descriptions, { language: "hi", text: HINDI_DESCRIPTION }],
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
    const description = form.getByRole("textbox", { name: "Description" }) as HTMLTextAreaElement;
    fireEvent.change(description, { target: { value: "Kabaddi, fast." } });
    fireEvent.click(form.getByRole("button", { name: "Undo changes" }));
    expect(name.value).toBe("Kabaddi Kings");
    expect(description.value).toBe(KABADDI.descriptions[0]?.text);
    expect((form.getByRole("button", { name: "Undo changes" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(name, { target: { value: "" } });
    fireEvent.click(form.getByRole("button", { name: "Save the game's texts" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(fake.called("PUT", "/api/admin/games/7/texts")[0]?.body).toEqual({
      names: [{ language: "hi", text: "कबड्डी किंग्स" }],
      taglines: KABADDI.taglines,
      descriptions: KABADDI.descriptions,
    });
  });
});
