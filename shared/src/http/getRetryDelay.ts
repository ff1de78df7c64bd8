/** The wait before a retry of the generic HTTP client (SPEC §7). */
import { HTTP_RETRY_BASE_DELAY_MS } from '../constants.ts'
import { parseRetryAfter } from './parseRetryAfter.ts'

export interface RetryDelayInput {
  /** 0 before the first retry, 1 before the second… */
  attempt: number
  /** Delay before the first retry; doubled per attempt. Default 150 ms. */
  baseDelayMs?: number
  /** The failed response's Retry-After header, which wins when usable. */
  retryAfter?: string | null
  now?: number
}

/** Retry-After when the server sent a usable one, otherwise `baseDelayMs * 2^attempt`. */
export function getRetryDelay({
  attempt,
  baseDelayMs = HTTP_RETRY_BASE_DELAY_MS,
  retryAfter,
  now,
}: RetryDelayInput): number {
  return parseRetryAfter(retryAfter, now) ?? baseDelayMs * 2 ** attempt
}
