import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { FormattedMessage } from "react-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { KleosIntlProvider, availableLocales, useLocale } from "@/web/lib/intl-provider";
import type { LanguageStorage } from "@/web/lib/locale-choice";

const memoryStorage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  const storage: LanguageStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
  };
  return { storage, map };
};

const Probe = () => {
  const { code, bcp47, direction, setLanguage } = useLocale();
  return (
    <div>
      <p>{`${code} ${bcp47} ${direction}`}</p>
      <p>
        <FormattedMessage id="test.probe.greeting" defaultMessage="Hello, {name}" values={{ name: "Asha" }} />
      </p>
      <button type="button" onClick={() => setLanguage("he")}>
        Hebrew
      </button>
    </div>
  );
};

afterEach(() => {
  document.documentElement.lang = "";
  document.documentElement.dir = "";
  vi.restoreAllMocks();
});

describe("KleosIntlProvider", () => {
  it("starts in the stored pick and sets <html lang dir> to it", async () => {
    const { storage } = memoryStorage({ userSelectedLanguage: "ua" });
    render(
      <KleosIntlProvider storage={storage} languages={["en-US"]}>
        <Probe />
      </KleosIntlProvider>,
    );
    expect(screen.getByText("ua uk ltr")).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe("uk"));
    expect(document.documentElement.dir).toBe("ltr");
  });

  it("guesses from the browser, then switches, remembers the pick and flips to right to left", async () => {
    const { storage, map } = memoryStorage();
    render(
      <KleosIntlProvider storage={storage} languages={["pt-BR", "en"]}>
        <Probe />
      </KleosIntlProvider>,
    );
    expect(screen.getByText("pt-BR pt-BR ltr")).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe("pt-BR"));
    expect(map.size).toBe(0);

    fireEvent.click(screen.getByRole("button", { name: "Hebrew" }));
    expect(screen.getByText("he he rtl")).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
    expect(document.documentElement.lang).toBe("he");
    expect(Object.fromEntries(map)).toEqual({ userSelectedLanguage: "he", setLanguage: "he" });
  });

  it("goes back to English at once, from the messages' defaults, without loading a catalogue", async () => {
    const { storage } = memoryStorage({ userSelectedLanguage: "he" });
    const Switcher = () => {
      const { setLanguage } = useLocale();
      return (
        <>
          <FormattedMessage id="app.layout.nav.home" defaultMessage="Home" />
          <button type="button" onClick={() => setLanguage("en")}>
            English
          </button>
        </>
      );
    };
    render(
      <KleosIntlProvider storage={storage} languages={["en"]}>
        <Switcher />
      </KleosIntlProvider>,
    );
    await waitFor(() => expect(screen.queryByText("Home")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "English" }));
    expect(screen.getByText("Home")).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dir).toBe("ltr"));
    expect(document.documentElement.lang).toBe("en");
  });

  it("renders a message missing from the catalogue from its English default, without console noise", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    render(
      <KleosIntlProvider initialLanguage="hi">
        <Probe />
      </KleosIntlProvider>,
    );
    await waitFor(() => expect(document.documentElement.lang).toBe("hi"));
    expect(screen.getByText("Hello, Asha")).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it("follows a pick made in another tab", async () => {
    const { storage } = memoryStorage();
    render(
      <KleosIntlProvider storage={storage} languages={["en"]}>
        <Probe />
      </KleosIntlProvider>,
    );
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "userSelectedLanguage", newValue: "de" }));
    });
    expect(screen.getByText("de de ltr")).toBeTruthy();
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "userSelectedLanguage", newValue: "xx" }));
    });
    expect(screen.getByText("de de ltr")).toBeTruthy();
  });

  it("finds the compiled English catalogue in the build", () => {
    expect(availableLocales()).toContain("en");
  });

  it("refuses useLocale() outside the provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/KleosIntlProvider/);
  });
});

describe("the Devanagari font", () => {
  /** The page's fonts, as the CSS Font Loading API keeps them (jsdom has none). */
  const pageFonts = () => {
    const fonts = new Set<{ family: string; source: string; weight: string; unicodeRange: string }>();
    vi.stubGlobal(
      "FontFace",
      class {
        constructor(
          readonly family: string,
          readonly source: string,
          descriptors: FontFaceDescriptors,
        ) {
          Object.assign(this, descriptors);
        }
      },
    );
    Object.defineProperty(document, "fonts", { value: fonts, configurable: true });
    return fonts;
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, "fonts");
  });

  it("comes with Hindi: its Devanagari subset, in the theme's four weights", async () => {
    const fonts = pageFonts();
    render(
      <KleosIntlProvider initialLanguage="hi">
        <Probe />
      </KleosIntlProvider>,
    );
    await waitFor(() => expect(fonts.size).toBe(4));
    const faces = [...fonts].map(({ family, source, weight, unicodeRange }) => ({
      family,
      source,
      weight,
      unicodeRange,
    }));
    expect(faces.map(({ weight }) => weight)).toEqual(["400", "500", "700", "800"]);
    for (const face of faces) {
      expect(face.family).toBe("Noto Sans Devanagari");
      expect(face.source).toMatch(
        new RegExp(
          `^url\\(.*noto-sans-devanagari-devanagari-${face.weight}-normal\\.woff2.*\\) format\\("woff2"\\)$`,
        ),
      );
      expect(face.unicodeRange).toMatch(/^U\+0900-097F, /);
    }
  });

  it("stays away from every other language", async () => {
    const fonts = pageFonts();
    render(
      <KleosIntlProvider initialLanguage="de">
        <Probe />
      </KleosIntlProvider>,
    );
    await waitFor(() => expect(document.documentElement.lang).toBe("de"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fonts.size).toBe(0);
  });
});
