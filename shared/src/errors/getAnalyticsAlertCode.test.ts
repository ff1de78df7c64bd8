import { describe, expect, it } from 'vitest'
import { getAnalyticsAlertCode } from './getAnalyticsAlertCode.ts'

describe('getAnalyticsAlertCode', () => {
  it('opens the invalid-app-configuration alert on 403 Forbidden', () => {
    expect(getAnalyticsAlertCode(403)).toBe('INVALID_APP_CONFIGURATION')
  })

  it.each([400, 401, 404, 429, 500, undefined])('ignores %s', (status) => {
    expect(getAnalyticsAlertCode(status)).toBeUndefined()
  })
})
