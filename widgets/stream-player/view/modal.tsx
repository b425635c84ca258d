import { useEffect, useId, useRef, type ReactNode } from "react";
import { useT } from "../../ui/use-t";
import { SvgIcon } from "../ui/icons";

interface Props {
  title: string;
  onClose(): void;
  children: ReactNode;
  className?: string;
}

/** A native modal `<dialog>` (Escape and the close button close it); focus returns to the page on close. */
export function Modal({ title, onClose, children, className }: Props) {
  const t = useT("streamPlayer");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const closed = () => close.current();
    dialog.addEventListener("close", closed);
    return () => {
      dialog.removeEventListener("close", closed);
      if (dialog.open) dialog.close();
    };
  }, []);
  return (
    <dialog ref={ref} className={`modal ${className ?? ""}`} part="dialog" aria-labelledby={titleId}>
      <div className="modal-head">
        <h3 id={titleId}>{title}</h3>
        <button type="button" className="icon-button" aria-label={t("close")} onClick={() => ref.current?.close()}>
          <SvgIcon name="close" size={18} />
        </button>
      </div>
      {children}
    </dialog>
  );
}
