// The one place the examples read their URLs from: `npm run examples` answers
// /example-config.json with the reference server it started (API, CDN bundle, portal) and the
// partner backend's token endpoint. On your own site, put your values here instead.
export async function exampleConfig() {
  const response = await fetch("./example-config.json");
  if (!response.ok) throw new Error("example-config.json is missing: serve the examples with `npm run examples`");
  return response.json();
}

/** A user token from the partner backend (which holds the API key): `{ token, expiresAt }`. */
export async function partnerToken(config) {
  const response = await fetch(config.tokenEndpoint);
  if (!response.ok) throw new Error(`the partner backend answered ${response.status}`);
  return response.json();
}
