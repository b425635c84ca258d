import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { dataOf } from "../core/api/remote-data";
import { viewStatus } from "../core/api/view-status";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { StatusView, statusStyles } from "../ui/status";
import { healthToneStyles } from "../ui/styles";
import { useT } from "../ui/use-t";
import { closePicker } from "./camera-picker-store";
import css from "./favorites.css?inline";
import "./favorites.catalogue";
import { favoritesSpec } from "./favorites.spec";
import { $camLists, createList } from "./favorites-store";
import { ListCard } from "./list-card";
import { NameForm } from "./name-form";

/** Props of `Favorites` (from its spec): `onNavigate`, `onAuthRequired`, `className`, `style`. */
export type FavoritesProps = WidgetProps<typeof favoritesSpec>;

/** The user's camera lists: New list, then each list with its cameras. */
function FavoritesView({ navigate }: ViewProps<typeof favoritesSpec>) {
  const t = useT("favorites");
  const remote = useStore($camLists);
  const lists = dataOf(remote) ?? [];
  const status = viewStatus(remote, (data) => data.length === 0);
  const [creating, setCreating] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closePicker, []);
  const stopCreating = () => {
    setCreating(false);
    requestAnimationFrame(() => newButton.current?.focus());
  };
  return (
    <section className="favorites" aria-label={t("label")} aria-busy={status.kind === "loading" || undefined}>
      <header className="toolbar" part="toolbar">
        <h2 className="title">{t("title")}</h2>
        <button
          type="button"
          className="primary"
          part="new-list-button"
          ref={newButton}
          aria-expanded={creating}
          disabled={status.kind === "auth"}
          onClick={() => (creating ? stopCreating() : setCreating(true))}
        >
          {t("newList")}
        </button>
      </header>
      {creating && (
        <NameForm
          submitLabel={t("create")}
          onSubmit={async (name) => {
            const saved = await createList(name);
            if (saved) stopCreating();
            return saved;
          }}
          onCancel={stopCreating}
        />
      )}
      <StatusView
        status={status}
        loadingText={t("loading")}
        errorText={t("loadError")}
        emptyText={t("empty")}
        onRetry={() => void $camLists.reload()}
      />
      {status.kind === "content" && (
        <ul className="lists">
          {lists.map((list) => (
            <li key={list.id}>
              <ListCard list={list} navigate={navigate} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Registers nothing. */
export const Favorites = defineWidget(favoritesSpec, FavoritesView, { styles: [css, healthToneStyles, statusStyles] });
