import type { Language } from "../../../widgets/core/schemas";

/** The small public page of a shared video (no script; styles from /shared/video.css for the CSP). */
export type SharePage =
  | { kind: "video"; title: string; src: string; recorded: Date; expires: Date }
  | { kind: "expired" }
  | { kind: "revoked" }
  | { kind: "invalid" };

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const SHARE_PAGE_CSS = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#111;color:#eee}
main{max-width:960px;margin:0 auto;padding:24px}
video{width:100%;background:#000;border-radius:4px}
p{color:#bbb}`;

/** The share page's strings, per language (the viewer's cookie or Accept-Language picks one). */
export const shareCatalogue: Record<Language, ShareStrings> = {
  en: {
    title: "Shared video",
    recorded: (recorded, expires) => `Recorded ${recorded} UTC. This link expires on ${expires}.`,
    expired: [
      "This link has expired",
      "Shared video links are valid for 30 days. Ask the person who shared it for a new link.",
    ],
    revoked: [
      "This link has been revoked",
      "The video is no longer shared through this link. Ask the person who shared it for a new link.",
    ],
    invalid: ["This link is not valid", "The video may no longer exist, or the link was copied incompletely."],
  },
  es: {
    title: "Video compartido",
    recorded: (recorded, expires) => `Grabado el ${recorded} UTC. Este enlace caduca el ${expires}.`,
    expired: [
      "Este enlace ha caducado",
      "Los enlaces de videos compartidos son válidos durante 30 días. Pida un enlace nuevo a quien lo compartió.",
    ],
    revoked: [
      "Este enlace ha sido revocado",
      "El video ya no se comparte a través de este enlace. Pida un enlace nuevo a quien lo compartió.",
    ],
    invalid: [
      "Este enlace no es válido",
      "Puede que el video ya no exista o que el enlace se haya copiado de forma incompleta.",
    ],
  },
};

interface ShareStrings {
  title: string;
  recorded(recorded: string, expires: string): string;
  expired: [heading: string, body: string];
  revoked: [heading: string, body: string];
  invalid: [heading: string, body: string];
}

export function sharePage(page: SharePage, language: Language = "en"): string {
  const s = shareCatalogue[language];
  const notice = ([heading, text]: [string, string]) => `<h1>${escape(heading)}</h1><p>${escape(text)}</p>`;
  const body =
    page.kind === "video"
      ? `<h1>${escape(page.title)}</h1>
<video controls playsinline preload="metadata" src="${escape(page.src)}"></video>
<p>${escape(s.recorded(page.recorded.toISOString().replace("T", " ").slice(0, 16), page.expires.toISOString().slice(0, 10)))}</p>`
      : notice(s[page.kind]);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${s.title}</title><link rel="stylesheet" href="/shared/video.css"></head><body><main>${body}</main></body></html>`;
}
