import { useEffect, useRef, type MouseEvent } from "react";

/**
 * A native modal `<dialog>`, opened when it mounts (`showModal`: the focus moves in, Escape closes it
 * and the browser gives the focus back on close). Spread `dialogProps` on the `<dialog>`: its ref,
 * and a click on the backdrop (the dialog itself, not its content) closes it. `close()` is for its
 * close button; either way its `close` event (`onClose`) follows.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) element.showModal();
  }, []);
  return {
    dialogProps: {
      ref,
      onClick(event: MouseEvent<HTMLDialogElement>) {
        if (event.target === event.currentTarget) event.currentTarget.close();
      },
    },
    close: () => ref.current?.close(),
  };
}
