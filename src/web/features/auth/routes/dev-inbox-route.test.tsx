import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEV_INBOX_REFRESH_MS } from "@/web/features/auth/api/auth-api";
import { DevInboxRoute } from "@/web/features/auth/routes/dev-inbox-route";
import { fakeServer, signInMethods } from "@/web/features/auth/testing/fake-server";
import { ApiClientProvider } from "@/web/lib/api-context";
import { renderView } from "@/web/testing/render";

const message = (id: number, recipient: string, createdAt: string, text: string) => ({
  id,
  channel: "whatsapp",
  recipient,
  subject: "Your Kleos code",
  text,
  createdAt,
});

afterEach(() => vi.useRealTimers());

describe("the dev inbox page", () => {
  it("lists the messages newest first with their codes, and asks again every 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeServer({
      "GET /api/authentication/methods": { status: 200, body: signInMethods({ devInbox: true }) },
      "GET /api/dev-inbox": {
        status: 200,
        body: {
          items: [
            message(1, "+919876543210", "2026-05-01T10:00:00.000Z", "111111 is your Kleos code."),
            message(2, "gamer@example.com", "2026-05-01T10:05:00.000Z", "222222 is your Kleos code."),
          ],
        },
      },
    });
    renderView(
      <ApiClientProvider client={api.client}>
        <DevInboxRoute />
      </ApiClientProvider>,
    );
    expect(await screen.findByRole("heading", { name: "Dev inbox", level: 1 })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Messages, newest first" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("strong").textContent)).toEqual(["222222", "111111"]);
    expect(within(items[0]!).getByText("gamer@example.com")).toBeTruthy();
    expect(api.to("GET /api/dev-inbox")[0]?.query.get("limit")).toBe("50");

    const before = api.to("GET /api/dev-inbox").length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEV_INBOX_REFRESH_MS + 100);
    });
    expect(api.to("GET /api/dev-inbox").length).toBeGreaterThan(before);
  });

  it("says the inbox is off where codes go out for real, without asking for it", async () => {
    const api = fakeServer({
      "GET /api/authentication/methods": { status: 200, body: signInMethods({ devInbox: false }) },
    });
    renderView(
      <ApiClientProvider client={api.client}>
        <DevInboxRoute />
      </ApiClientProvider>,
    );
    expect(await screen.findByRole("heading", { name: "The dev inbox is off" })).toBeTruthy();
    expect(api.to("GET /api/dev-inbox")).toHaveLength(0);
  });
});
