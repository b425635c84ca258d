import { useStore } from "@nanostores/react";
import { useId } from "react";
import { $language } from "../core/i18n/i18n";
import { RESOLVE_NOTE_MAX, RESOLVE_TAGS, type Alert } from "../core/schemas/alerts";
import { formatDateTime, timeZoneAbbreviation } from "../core/time/zoned-time";
import { useT } from "../ui/use-t";
import { alertTypeKey } from "../core/alerts/alert-type";
import type { ResolveFlow } from "./resolve-flow";

interface Props {
  alert: Alert;
  flow: ResolveFlow;
  titleId: string;
  onCancel(): void;
}

/** What is being resolved: location, unit, time (the alert's zone) and type. */
function AlertSummary({ alert }: { alert: Alert }) {
  const t = useT("resolveDialog");
  const language = useStore($language);
  const at = Date.parse(alert.alertTimestamp);
  const zone = alert.locationTimezone;
  const time = `${formatDateTime(at, zone, language)} ${timeZoneAbbreviation(at, zone)}`;
  return (
    <dl className="summary" part="summary">
      <dt>{t("location")}</dt>
      <dd>{alert.locationName ?? "—"}</dd>
      <dt>{t("unit")}</dt>
      <dd>{alert.liveUnitName}</dd>
      <dt>{t("time")}</dt>
      <dd>{time}</dd>
      <dt>{t("type")}</dt>
      <dd>{t(`alertsList:${alertTypeKey(alert.alertType)}`)}</dd>
    </dl>
  );
}

type FormState = ReturnType<ResolveFlow["$state"]["get"]>;

/** The tags (at least one), and their error. */
function TagsField({ flow, state, errorId }: { flow: ResolveFlow; state: FormState; errorId: string }) {
  const t = useT("resolveDialog");
  return (
    <>
      <fieldset
        className="tags"
        aria-describedby={state.errors.tags ? errorId : undefined}
        aria-invalid={state.errors.tags ? true : undefined}
      >
        <legend>{t("tagsLegend")}</legend>
        {RESOLVE_TAGS.map((tag) => (
          <label key={tag} part="tag">
            <input
              type="checkbox"
              checked={state.tags.includes(tag)}
              disabled={state.busy}
              onChange={() => flow.toggle(tag)}
            />
            {t(`tags.${tag}`)}
          </label>
        ))}
      </fieldset>
      {state.errors.tags && (
        <p className="field-error" part="field-error" id={errorId} role="alert">
          {t(`errors.${state.errors.tags}`)}
        </p>
      )}
    </>
  );
}

/** The dialog's content: the alert's summary, the tags, the Note and the two buttons. */
export function ResolveForm({ alert, flow, titleId, onCancel }: Props) {
  const t = useT("resolveDialog");
  const state = useStore(flow.$state);
  const ids = { tagsError: useId(), note: useId(), noteError: useId(), counter: useId() };
  return (
    <form
      noValidate
      aria-busy={state.busy}
      onSubmit={(event) => {
        event.preventDefault();
        void flow.submit();
      }}
    >
      <h2 id={titleId}>{t("title")}</h2>
      <AlertSummary alert={alert} />
      <TagsField flow={flow} state={state} errorId={ids.tagsError} />
      <label className="note-label" htmlFor={ids.note}>
        {t("note")}
      </label>
      <textarea
        id={ids.note}
        part="note"
        rows={4}
        maxLength={RESOLVE_NOTE_MAX}
        value={state.note}
        readOnly={state.busy}
        aria-invalid={state.errors.note ? true : undefined}
        aria-describedby={`${ids.counter}${state.errors.note ? ` ${ids.noteError}` : ""}`}
        onChange={(event) => flow.setNote(event.target.value)}
      />
      <div className="note-footer">
        {state.errors.note ? (
          <p className="field-error" part="field-error" id={ids.noteError} role="alert">
            {t(`errors.${state.errors.note}`)}
          </p>
        ) : (
          <span />
        )}
        <span className="counter" part="counter" id={ids.counter}>
          {t("noteCounter", { count: state.note.length, max: RESOLVE_NOTE_MAX })}
        </span>
      </div>
      {state.failure !== undefined && (
        <p className="failure" part="failure" role="alert">
          {t("failed", { message: state.failure })}
        </p>
      )}
      <div className="buttons">
        <button type="button" className="secondary" part="cancel-button" disabled={state.busy} onClick={onCancel}>
          {t("cancel")}
        </button>
        <button type="submit" className="primary" part="submit-button" disabled={state.busy || state.done}>
          {state.busy && <span className="spinner" aria-hidden="true" />}
          {state.busy ? t("busy") : t("submit")}
        </button>
      </div>
    </form>
  );
}
