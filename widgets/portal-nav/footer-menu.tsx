import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { NavIcon } from "./nav-icons";

interface Props {
  icon: "help" | "account";
  label: string;
  /** Icons only: the label becomes the button's accessible name and tooltip. */
  collapsed: boolean;
  children: ReactNode;
}

/**
 * A footer menu as a disclosure: the button toggles a panel of links; Escape or a click outside
 * closes it and gives focus back to the button.
 */
export function FooterMenu({ icon, label, collapsed, children }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div className="menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="menu-button"
        part="menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={collapsed ? label : undefined}
        title={collapsed ? label : undefined}
        onClick={() => setOpen(!open)}
      >
        <NavIcon name={icon} />
        <span className="label">{label}</span>
      </button>
      <div
        id={panelId}
        className="menu-panel"
        part="menu-panel"
        hidden={!open}
        onClick={(event) => event.target !== event.currentTarget && setOpen(false)}
      >
        {children}
      </div>
    </div>
  );
}
