import { describe, expect, it } from 'vitest'
import { formatMessage } from './formatMessage.ts'

describe('formatMessage', () => {
  it('fills every placeholder', () => {
    expect(
      formatMessage('Expected {expected} received {received}', {
        expected: 'string',
        received: 'number',
      }),
    ).toBe('Expected string received number')
  })

  it('formats numbers', () => {
    expect(formatMessage('HTTP status code: {status}', { status: 503 })).toBe(
      'HTTP status code: 503',
    )
  })

  it('leaves a placeholder without a value as written', () => {
    expect(formatMessage('Please try again after {n} seconds')).toBe(
      'Please try again after {n} seconds',
    )
  })

  it('does not read inherited properties', () => {
    expect(formatMessage('{toString}', {})).toBe('{toString}')
  })

  it('returns text without placeholders unchanged', () => {
    expect(formatMessage('Unknown error', { x: 1 })).toBe('Unknown error')
  })
})
