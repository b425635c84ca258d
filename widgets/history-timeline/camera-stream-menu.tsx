import { useId, useState } from "react";
import { useT } from "../ui/use-t";

interface Props {
  /** The camera's name (the menu button's label). */
  name: string;
  onStream(): void;
}

/** A camera's ⋮ menu in the history (document 2 §2): 'Stream Camera'; Escape closes it. */
export function CameraStreamMenu({ name, onStream }: Props) {
  const t = useT("historyTimeline");
  const menuId = useId();
  const [menu, setMenu] = useState(false);
  return (
    <span className="menu-wrap">
      <button
        type="button"
        part="camera-menu"
        className="icon"
        aria-label={t("cameraMenu", { name })}
        aria-haspopup="menu"
        aria-expanded={menu}
        aria-controls={menuId}
        onClick={() => setMenu(!menu)}
      >
        ⋮
      </button>
      {menu && (
        <span id={menuId} role="menu" className="menu" onKeyDown={(e) => e.key === "Escape" && setMenu(false)}>
          <button
            type="button"
            role="menuitem"
            autoFocus
            onClick={() => {
              setMenu(false);
              onStream();
            }}
          >
            {t("streamCamera")}
          </button>
        </span>
      )}
    </span>
  );
}
