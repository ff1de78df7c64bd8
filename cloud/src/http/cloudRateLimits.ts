/**
 * The cloud's request budgets per client IP (issue 16): every route counts against one shared
 * budget per IP, and the writes a script could flood (analytics events, name registration,
 * sessions) each against a tighter budget of their own. The console's sign-in and project
 * routes keep their own fixed budgets (consoleLoginRoutes.ts, consoleProjectRoutes.ts). Over a
 * budget the answer is 429 RATE_LIMITED with `Retry-After` in seconds; with Redis the counts
 * are shared by every instance.
 */
export interface CloudRateLimits {
  /** Requests per client IP and window, over every route without a budget of its own. */
  perIp: number
  /** Requests per client IP, window and write route (POST /e, names, sessions). */
  writesPerIp: number
  /** The window, in ms. */
  windowMs: number
  /**
   * Client IPs no budget applies to: the deployment's own services that call the cloud for many
   * users from one address (the secure frame's server looks projects up).
   */
  exemptIps: readonly string[]
}

/**
 * 600 a minute is ten a second from one address: far above what a person's modal makes (a
 * page of wallet icons is some 40), yet it stops a script. Writes get 120 a minute per route.
 */
export const DEFAULT_CLOUD_RATE_LIMITS: CloudRateLimits = {
  perIp: 600,
  writesPerIp: 120,
  windowMs: 60_000,
  exemptIps: [],
}
