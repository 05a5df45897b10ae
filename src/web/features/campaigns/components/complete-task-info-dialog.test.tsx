import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ModalManagerProvider } from "@/web/components/modal-manager";
import { TaskList } from "@/web/features/campaigns/components/task-list";
import { task } from "@/web/features/campaigns/testing/campaigns-test-kit";
import { renderView } from "@/web/testing/render";

describe("the complete-task info modal", () => {
  it("explains, from the task list, how a task is completed before the gamer opens one", () => {
    let opened = 0;
    renderView(
      <ModalManagerProvider>
        <TaskList tasks={[task()]} onOpen={() => (opened += 1)} showPoints={false} />
      </ModalManagerProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "How do I complete a task?" }));
    const dialog = screen.getByRole("dialog", { name: "How to complete a task" });
    const steps = within(dialog)
      .getAllByRole("listitem")
      .map((step) => step.textContent);
    expect(steps).toEqual([
      "Open the task to see what it asks.",
      "Do it: visit the page, follow the account, play the game or type the code.",
      "Come back and press Validate. Some checks take a few minutes.",
      "Once every required task is verified, claim your reward.",
    ]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Got it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opened).toBe(0);
  });

  it("is not offered when there is no task", () => {
    renderView(
      <ModalManagerProvider>
        <TaskList tasks={[]} onOpen={() => undefined} showPoints={false} />
      </ModalManagerProvider>,
    );
    expect(screen.queryByRole("button", { name: "How do I complete a task?" })).toBeNull();
  });
});
