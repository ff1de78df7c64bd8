/** Which failures the generic HTTP client retries (SPEC §7). */
import { HTTP_RETRY_STATUSES } from '../constants.ts'

const retryable = new Set<number>(HTTP_RETRY_STATUSES)

/** True for 403, 408, 413, 429, 500, 502, 503, 504, and for no status at all (network error). */
export function isRetryableStatus(status: number | undefined): boolean {
  return status === undefined || retryable.has(status)
}
