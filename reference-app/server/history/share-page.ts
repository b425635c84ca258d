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

export function sharePage(page: SharePage): string {
  const body =
    page.kind === "video"
      ? `<h1>${escape(page.title)}</h1>
<video controls playsinline preload="metadata" src="${escape(page.src)}"></video>
<p>Recorded ${escape(page.recorded.toISOString().replace("T", " ").slice(0, 16))} UTC. This link expires on ${escape(page.expires.toISOString().slice(0, 10))}.</p>`
      : page.kind === "expired"
        ? `<h1>This link has expired</h1><p>Shared video links are valid for 30 days. Ask the person who shared it for a new link.</p>`
        : page.kind === "revoked"
          ? `<h1>This link has been revoked</h1><p>The video is no longer shared through this link. Ask the person who shared it for a new link.</p>`
          : `<h1>This link is not valid</h1><p>The video may no longer exist, or the link was copied incompletely.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Shared video</title><link rel="stylesheet" href="/shared/video.css"></head><body><main>${body}</main></body></html>`;
}
