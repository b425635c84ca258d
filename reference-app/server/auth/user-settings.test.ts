import { describe, expect, it } from "vitest";
import { caller, signIn } from "../test-support";
import { useTestServer } from "../testing/file-server";

const file = useTestServer([]);

/** The sign-in's Set-Cookie headers, by cookie name. */
async function signInCookies(username: string, headers: Record<string, string> = {}): Promise<Map<string, string>> {
  const response = await fetch(`${file.server.url}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ username, password: "demo", redirect_to: "/" }).toString(),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return new Map(response.headers.getSetCookie().map((c) => [c.split("=")[0] ?? "", c] as const));
}

const signInPage = async (headers: Record<string, string>) =>
  (await fetch(`${file.server.url}/auth/redirect`, { headers })).text();

const SETTINGS = "/api/vms/user_settings";

describe("PUT /api/vms/user_settings: the user's own settings (issue 21)", () => {
  it("keeps the language: sets it and its cookie, user_info and the next sign-in carry it", async () => {
    expect((await signInCookies("html5")).get("vms_lang")).toMatch(/^vms_lang=en;/);
    const html5 = caller(file.server.url, await signIn(file.server.url, "html5"));
    const put = await fetch(`${file.server.url}${SETTINGS}`, {
      method: "PUT",
      headers: {
        cookie: await signIn(file.server.url, "html5"),
        origin: file.server.url,
        "content-type": "application/json",
      },
      body: JSON.stringify({ language: "es" }),
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ data: { language: "es", videoQuality: "auto" } });
    expect(put.headers.getSetCookie().find((c) => c.startsWith("vms_lang="))).toMatch(/^vms_lang=es;.*Path=\//);
    expect(await html5.get("/api/vms/user_info")).toMatchObject({ status: 200, body: { data: { language: "es" } } });
    expect((await signInCookies("html5")).get("vms_lang")).toMatch(/^vms_lang=es;/);
    expect((await html5.send("PUT", SETTINGS, { language: "en" })).status).toBe(200);
  });

  it("keeps the stream quality per user, 'auto' until chosen, and sets no cookie for it", async () => {
    const partner = caller(file.server.url, await signIn(file.server.url, "partner"));
    const admin = caller(file.server.url, await signIn(file.server.url, "admin"));
    const quality = async (who: typeof partner) =>
      ((await who.get("/api/vms/user_info")).body as { data: { videoQuality: string } }).data.videoQuality;
    expect(await quality(partner)).toBe("auto");
    const put = await fetch(`${file.server.url}${SETTINGS}`, {
      method: "PUT",
      headers: {
        cookie: await signIn(file.server.url, "partner"),
        origin: file.server.url,
        "content-type": "application/json",
      },
      body: JSON.stringify({ videoQuality: "sub" }),
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ data: { language: "en", videoQuality: "sub" } });
    expect(put.headers.getSetCookie().some((c) => c.startsWith("vms_lang="))).toBe(false);
    expect(await quality(partner)).toBe("sub");
    expect(await quality(admin)).toBe("auto");
    // Nothing to change: answers the settings as they are.
    expect(await partner.send("PUT", SETTINGS, {})).toMatchObject({
      status: 200,
      body: { data: { videoQuality: "sub" } },
    });
    expect((await partner.send("PUT", SETTINGS, { videoQuality: "auto" })).status).toBe(200);
  });

  it("changes both keys in one call", async () => {
    const viewer = caller(file.server.url, await signIn(file.server.url, "operator"));
    expect(await viewer.send("PUT", SETTINGS, { language: "es", videoQuality: "main" })).toMatchObject({
      status: 200,
      body: { data: { language: "es", videoQuality: "main" } },
    });
    expect(await viewer.get("/api/vms/user_info")).toMatchObject({
      body: { data: { language: "es", videoQuality: "main" } },
    });
    expect(await viewer.send("PUT", SETTINGS, { language: "en", videoQuality: "auto" })).toMatchObject({
      status: 200,
      body: { data: { language: "en", videoQuality: "auto" } },
    });
  });

  it("refuses a value or key it does not have (400), without changing anything, and a caller it does not know (401)", async () => {
    const operator = caller(file.server.url, await signIn(file.server.url, "operator"));
    expect((await operator.send("PUT", SETTINGS, { language: "fr" })).status).toBe(400);
    expect((await operator.send("PUT", SETTINGS, { videoQuality: "4k" })).status).toBe(400);
    expect((await operator.send("PUT", SETTINGS, { language: "es", extra: 1 })).status).toBe(400);
    expect((await operator.send("PUT", SETTINGS, { language: "es", videoQuality: "4k" })).status).toBe(400);
    expect(await operator.get("/api/vms/user_info")).toMatchObject({
      body: { data: { language: "en", videoQuality: "auto" } },
    });
    expect((await caller(file.server.url).send("PUT", SETTINGS, { language: "es" })).status).toBe(401);
  });

  it("the old language call is gone (one call carries both keys)", async () => {
    const operator = caller(file.server.url, await signIn(file.server.url, "operator"));
    expect((await operator.send("PUT", "/api/user/language", { language: "es" })).status).toBe(404);
  });
});

describe("the language cookie", () => {
  it("the sign-in page speaks the cookie's language, else the browser's, else English", async () => {
    expect(await signInPage({ cookie: "vms_lang=es" })).toContain('<html lang="es">');
    expect(await signInPage({ cookie: "vms_lang=es" })).toContain("<h1>Iniciar sesión</h1>");
    expect(await signInPage({ "accept-language": "es-MX,es;q=0.9,en;q=0.8" })).toContain("Contraseña");
    expect(await signInPage({ "accept-language": "fr-FR,de;q=0.9" })).toContain("<h1>Sign in</h1>");
    expect(await signInPage({ cookie: "vms_lang=<script>" })).toContain('<html lang="en">');
    const failed = await fetch(`${file.server.url}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: "vms_lang=es" },
      body: new URLSearchParams({ username: "operator", password: "wrong" }).toString(),
    });
    expect(failed.status).toBe(401);
    expect(await failed.text()).toContain("Usuario o contraseña incorrectos.");
  });
});
