import type { Language } from "../../../widgets/core/schemas";
import { DEMO_USERS } from "../seed/users";
import { signInCatalogue } from "./sign-in.catalogue";

const DEMO_USERNAMES = DEMO_USERS.map((user) => user.username);

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/**
 * Only same-origin relative paths are honoured: one leading slash, no scheme-relative `//` or
 * backslash tricks, no control characters. Anything else becomes `/`.
 */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return "/";
  if (target.startsWith("/auth/")) return "/"; // never back to the sign-in page itself
  if ([...target].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === "\\")) return "/";
  // A Location header is ASCII: other characters (東京, é, spaces) go percent-encoded as UTF-8.
  try {
    return target.replace(/[^\x21-\x7e]+/gu, (run) => encodeURIComponent(run));
  } catch {
    return "/"; // a lone surrogate cannot be encoded
  }
}

interface PageOptions {
  redirectTo: string;
  language: Language;
  username?: string;
  error?: string;
}

/** The sign-in page: a self-contained, accessible form (no external assets). */
export function signInPage({ redirectTo, language, username = "", error }: PageOptions): string {
  const s = signInCatalogue[language];
  const alert = error ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(error)}</p>` : "";
  const describedBy = error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : "";
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${s.title}</title>
<style>
  :root { color-scheme: light dark; --bg: #f3f5f8; --card: #ffffff; --text: #1b2430; --muted: #566273; --accent: #0b5cad; --error: #b3261e; --border: #8a94a3; }
  @media (prefers-color-scheme: dark) { :root { --bg: #10151c; --card: #1b232d; --text: #e8edf3; --muted: #a7b2c0; --accent: #6cb0ff; --error: #ff8a80; --border: #6b7785; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { width: min(100% - 2rem, 24rem); background: var(--card); padding: 2rem; border-radius: 12px; box-shadow: 0 6px 24px rgb(0 0 0 / 0.12); }
  h1 { margin: 0 0 1.5rem; font-size: 1.5rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { width: 100%; padding: 0.6rem 0.75rem; font: inherit; color: inherit; background: transparent; border: 1px solid var(--border); border-radius: 6px; }
  input:focus-visible, button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.7rem; font: inherit; font-weight: 600; color: #fff; background: var(--accent); border: 0; border-radius: 6px; cursor: pointer; }
  @media (prefers-color-scheme: dark) { button { color: #0b1520; } }
  .error { color: var(--error); font-weight: 600; margin: 0 0 0.5rem; }
  .hint { color: var(--muted); font-size: 0.875rem; margin: 1.25rem 0 0; }
</style>
</head>
<body>
<main>
  <h1>${s.heading}</h1>
  ${alert}
  <form method="post" action="/auth/login">
    <input type="hidden" name="redirect_to" value="${escapeHtml(redirectTo)}">
    <label for="username">${s.username}</label>
    <input id="username" name="username" type="text" autocomplete="username" required value="${escapeHtml(username)}"${describedBy}${username ? "" : " autofocus"}>
    <label for="password">${s.password}</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${username ? " autofocus" : ""}>
    <button type="submit">${s.submit}</button>
  </form>
  <p class="hint">${s.hint(DEMO_USERNAMES.join(", "))}</p>
</main>
</body>
</html>`;
}
