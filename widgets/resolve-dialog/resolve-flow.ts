import { atom, type ReadableAtom } from "nanostores";
import { toApiError, type ApiError } from "../core/api/api-error";
import { RESOLVE_TAGS, type ResolvePayload, type ResolveTag } from "../core/schemas/alerts";
import { toggleTag, validateResolve, type ResolveFieldErrors } from "./resolve-validation";

/**
 * The resolve dialog's state (document 3 §4, "Resolve flow"): fill in, submit, busy; success
 * closes it (the caller shows the toast and goes to /alerts); failure keeps it open with the message.
 */
export interface ResolveFlowState {
  tags: ResolveTag[];
  note: string;
  /** Field errors; shown once the user has tried to submit, then kept up to date. */
  errors: ResolveFieldErrors;
  submitted: boolean;
  busy: boolean;
  /** The server's message of the last failed attempt ('Failed to resolve alert: {message}'). */
  failure?: string;
  done: boolean;
}

export interface ResolveFlowOptions {
  alertId: number;
  /** POST /api/alerts/{alertId}/resolve. */
  resolve(payload: ResolvePayload): Promise<unknown>;
  onResolved?(): void;
  onFailed?(error: ApiError): void;
}

export interface ResolveFlow {
  $state: ReadableAtom<ResolveFlowState>;
  toggle(tag: ResolveTag): void;
  setNote(note: string): void;
  /** Validates, then sends; resolves true when the alert was resolved. */
  submit(): Promise<boolean>;
}

const initial = (): ResolveFlowState => ({
  tags: [],
  note: "",
  errors: {},
  submitted: false,
  busy: false,
  done: false,
});

export function createResolveFlow(options: ResolveFlowOptions): ResolveFlow {
  const $state = atom<ResolveFlowState>(initial());
  const update = (patch: Partial<ResolveFlowState>) => {
    const next = { ...$state.get(), ...patch };
    if (next.submitted && !("errors" in patch)) {
      const result = validateResolve(options.alertId, next);
      next.errors = result.ok ? {} : result.errors;
    }
    $state.set(next);
  };

  return {
    $state,
    toggle: (tag) => {
      const { busy, tags } = $state.get();
      if (!busy) update({ tags: toggleTag(tags, tag, RESOLVE_TAGS) });
    },
    setNote: (note) => {
      if (!$state.get().busy) update({ note });
    },
    submit: async () => {
      const state = $state.get();
      if (state.busy || state.done) return false;
      const result = validateResolve(options.alertId, state);
      if (!result.ok) {
        update({ submitted: true, errors: result.errors });
        return false;
      }
      update({ submitted: true, errors: {}, busy: true, failure: undefined });
      try {
        await options.resolve(result.payload);
        update({ busy: false, done: true });
        options.onResolved?.();
        return true;
      } catch (reason) {
        const error = toApiError(reason);
        update({ busy: false, failure: error.message });
        options.onFailed?.(error);
        return false;
      }
    },
  };
}
