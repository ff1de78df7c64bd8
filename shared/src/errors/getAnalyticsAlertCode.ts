/** Which alert an analytics failure opens (SPEC §8): only 403 Forbidden does. */
import type { AlertErrorCode } from './errorCatalogue.ts'

/** `INVALID_APP_CONFIGURATION` for a 403; other analytics errors are ignored (`undefined`). */
export function getAnalyticsAlertCode(status: number | undefined): AlertErrorCode | undefined {
  return status === 403 ? 'INVALID_APP_CONFIGURATION' : undefined
}
