import { useStore } from "@nanostores/react";
import { useId, useRef, useState, type RefObject } from "react";
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

interface HeaderProps {
  list: CamList;
  titleId: string;
  picking: boolean;
  addRef: RefObject<HTMLButtonElement | null>;
  renameRef: RefObject<HTMLButtonElement | null>;
  deleteRef: RefObject<HTMLButtonElement | null>;
  onMosaic(): void;
  onPicker(): void;
  onMode(mode: Mode): void;
}

/** A list's name and count, and its buttons: Open as mosaic, Add camera, Rename and Delete (not for 'Favorites'). */
function ListHeader({ list, titleId, picking, addRef, renameRef, deleteRef, onMosaic, onPicker, onMode }: HeaderProps) {
  const t = useT("favorites");
  const editable = !list.isFavorites;
  return (
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
          onClick={onMosaic}
        >
          {t("openMosaic")}
        </button>
        <button
          type="button"
          part="list-button"
          ref={addRef}
          aria-expanded={picking}
          aria-label={t("addCameraTo", { name: list.name })}
          onClick={onPicker}
        >
          {t("addCamera")}
        </button>
        {editable && (
          <button
            type="button"
            part="list-button"
            ref={renameRef}
            aria-label={t("renameList", { name: list.name })}
            onClick={() => onMode("rename")}
          >
            {t("rename")}
          </button>
        )}
        {editable && (
          <button
            type="button"
            className="danger"
            part="list-button"
            ref={deleteRef}
            aria-label={t("deleteList", { name: list.name })}
            onClick={() => onMode("confirm")}
          >
            {t("delete")}
          </button>
        )}
      </div>
    </header>
  );
}

/** One list: its header, the rename form or the delete confirmation, the picker, its cameras. */
export function ListCard({ list, navigate }: Props) {
  const t = useT("favorites");
  const titleId = useId();
  const [mode, setMode] = useState<Mode>("view");
  const picking = useStore($pickerListId) === list.id;
  const addRef = useRef<HTMLButtonElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const back = (to: HTMLButtonElement | null) => {
    setMode("view");
    requestAnimationFrame(() => to?.focus());
  };
  const closeThePicker = () => {
    closePicker();
    requestAnimationFrame(() => addRef.current?.focus());
  };
  return (
    <article className="list" part="list" aria-labelledby={titleId}>
      <ListHeader
        list={list}
        titleId={titleId}
        picking={picking}
        addRef={addRef}
        renameRef={renameRef}
        deleteRef={deleteRef}
        onMosaic={() => navigate(camListMosaicPath(list.id))}
        onPicker={() => (picking ? closeThePicker() : openPicker(list.id))}
        onMode={setMode}
      />
      {mode === "rename" && (
        <NameForm
          initial={list.name}
          submitLabel={t("save")}
          onSubmit={async (name) => {
            const saved = await renameList(list, name);
            if (saved) back(renameRef.current);
            return saved;
          }}
          onCancel={() => back(renameRef.current)}
        />
      )}
      {mode === "confirm" && (
        <ConfirmDelete
          name={list.name}
          onConfirm={async () => deleteList(list)}
          onCancel={() => back(deleteRef.current)}
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
