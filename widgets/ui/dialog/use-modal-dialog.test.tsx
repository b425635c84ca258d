// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { reactRoot } from "../testing/component-harness";
import { useModalDialog } from "./use-modal-dialog";

function Dialog({ onClose }: { onClose(): void }) {
  const { dialogProps, close } = useModalDialog();
  return (
    <dialog {...dialogProps} onClose={onClose}>
      <p>Body</p>
      <button type="button" onClick={close}>
        Close
      </button>
    </dialog>
  );
}

describe("useModalDialog", () => {
  const view = reactRoot();
  const dialog = () => view.container.querySelector("dialog")!;

  it("opens the dialog as a modal when it mounts", () => {
    view.render(<Dialog onClose={() => {}} />);
    expect(dialog().open).toBe(true);
  });

  it("closes on a click on the backdrop (the dialog itself), not on one inside it", () => {
    const onClose = vi.fn();
    view.render(<Dialog onClose={onClose} />);
    act(() => dialog().querySelector("p")!.click());
    expect(dialog().open).toBe(true);
    act(() => dialog().click());
    expect(dialog().open).toBe(false);
  });

  it("close() closes it, and its close event follows", async () => {
    const onClose = vi.fn();
    view.render(<Dialog onClose={onClose} />);
    act(() => dialog().querySelector("button")!.click());
    expect(dialog().open).toBe(false);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
