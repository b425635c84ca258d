import { useStore } from "@nanostores/react";
import { useId, useRef, useState } from "react";
import type { CamList } from "../core/schemas/favourites";
import { useT } from "../ui/use-t";
import { $pickerListId, closePicker, openPicker } from "./camera-picker-store";
import { CameraPicker } from "./camera-picker";
import { CameraRow } from "./camera-row";
import { deleteList, removeCamera, renameList } from "./favorites-store";
import { NameForm } from "./name-form";
import { ConfirmDelete } from "./confirm-delete";

/** The portal page of a list's mosaic. */
export const camListMosaicPath = (listId: number): string => `/favorites/${listId}/mosaic`;

interface Props {
  list: CamList;
  navigate(path: string): void;
}

type Mode = "view" | "rename" | "confirm";

/** One list: name and count, its buttons, the rename form or the delete confirmation, the picker, its cameras. */
export function ListCard({ list, navigate }: Props) {
  const t = useT("favorites");
  const titleId = useId();
  const [mode, setMode] = useState<Mode>("view");
  const picking = useStore($pickerListId) === list.id;
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const back = (to: HTMLButtonElement | null) => {
    setMode("view");
    requestAnimationFrame(() => to?.focus());
  };
  const closeThePicker = () => {
    closePicker();
    requestAnimationFrame(() => addButton.current?.focus());
  };
  const editable = !list.isFavorites;
  return (
    <article className="list" part="list" aria-labelledby={titleId}>
      <header className="list-header">
        <h3 className="list-name" part="list-name" id={titleId}>
          {list.name}
        </h3>
        <span className="count">{t("cameraCount", { count: list.cameras.length })}</span>
        <span className="spacer" />
        <div className="list-buttons">
          <button
            type="button"
            className="primary"
            part="list-button"
            disabled={list.cameras.length === 0}
            aria-label={t("openMosaicOf", { name: list.name })}
            onClick={() => navigate(camListMosaicPath(list.id))}
          >
            {t("openMosaic")}
          </button>
          <button
            type="button"
            part="list-button"
            ref={addButton}
            aria-expanded={picking}
            aria-label={t("addCameraTo", { name: list.name })}
            onClick={() => (picking ? closeThePicker() : openPicker(list.id))}
          >
            {t("addCamera")}
          </button>
          {editable && (
            <button
              type="button"
              part="list-button"
              ref={renameButton}
              aria-label={t("renameList", { name: list.name })}
              onClick={() => setMode("rename")}
            >
              {t("rename")}
            </button>
          )}
          {editable && (
            <button
              type="button"
              className="danger"
              part="list-button"
              ref={deleteButton}
              aria-label={t("deleteList", { name: list.name })}
              onClick={() => setMode("confirm")}
            >
              {t("delete")}
            </button>
          )}
        </div>
      </header>
      {mode === "rename" && (
        <NameForm
          initial={list.name}
          submitLabel={t("save")}
          onSubmit={async (name) => {
            const saved = await renameList(list, name);
            if (saved) back(renameButton.current);
            return saved;
          }}
          onCancel={() => back(renameButton.current)}
        />
      )}
      {mode === "confirm" && (
        <ConfirmDelete
          name={list.name}
          onConfirm={async () => deleteList(list)}
          onCancel={() => back(deleteButton.current)}
        />
      )}
      {picking && <CameraPicker list={list} onClose={closeThePicker} />}
      {list.isFavorites && <p className="hint">{t("favoritesHint")}</p>}
      {list.cameras.length === 0 ? (
        <p className="muted">{t("noCameras")}</p>
      ) : (
        <ul className="cameras">
          {list.cameras.map((camera) => (
            <li key={camera.camId}>
              <CameraRow
                camera={camera}
                listName={list.name}
                onOpen={navigate}
                onRemove={() => removeCamera(list, camera)}
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
