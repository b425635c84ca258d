/** Origins allowed to call with credentials: any port of 127.0.0.1 or localhost over http. */
export function isAllowedOrigin(origin: string): boolean {
  return /^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?$/.test(origin);
}
