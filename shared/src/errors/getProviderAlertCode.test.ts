import { describe, expect, it } from 'vitest'
import { getProviderAlertCode } from './getProviderAlertCode.ts'

describe('getProviderAlertCode', () => {
  it.each([
    ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'],
    ['JWT validation error: JWT Token is not yet valid', 'JWT_TOKEN_NOT_VALID'],
    ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
  ])('maps %j to %s', (message, code) => {
    expect(getProviderAlertCode(message)).toBe(code)
    expect(getProviderAlertCode(new Error(message))).toBe(code)
  })

  it('finds the text inside a wrapped message or a cause', () => {
    expect(getProviderAlertCode(new Error('WebSocket error 3000: Unauthorized: invalid key'))).toBe(
      'INVALID_PROJECT_ID',
    )
    const wrapped = new Error('connect failed', {
      cause: new Error('Unauthorized: origin not allowed'),
    })
    expect(getProviderAlertCode(wrapped)).toBe('INVALID_APP_CONFIGURATION')
  })

  it('opens no alert for other errors', () => {
    expect(getProviderAlertCode(new Error('Unauthorized'))).toBeUndefined()
    expect(getProviderAlertCode('unauthorized: invalid key')).toBeUndefined()
    expect(getProviderAlertCode(undefined)).toBeUndefined()
  })
})

describe('getProviderAlertCode: errors of ours', () => {
  it('an error carrying an alert code opens that alert, whatever its text', () => {
    expect(
      getProviderAlertCode(
        Object.assign(new Error('refused'), { code: 'INVALID_APP_CONFIGURATION' }),
      ),
    ).toBe('INVALID_APP_CONFIGURATION')
    expect(getProviderAlertCode({ code: 'FRAME_ERROR', message: 'An error occurred' })).toBe(
      undefined,
    )
  })
})
