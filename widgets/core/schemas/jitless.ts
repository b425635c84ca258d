import * as z from "zod";

/**
 * The CDN bundle's own copy of zod parses without compiling code (`new Function`): it runs under a
 * strict CSP without `'unsafe-eval'` and sends no CSP report for zod's eval probe. Imported first
 * by the CDN entry only: the ESM package shares zod with its host and leaves its settings alone.
 */
z.config({ jitless: true });
