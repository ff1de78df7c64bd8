import { describe, expect, it } from 'vitest'
import { createPorticoError } from './createPorticoError.ts'
import { getErrorText } from './getErrorText.ts'
import { PorticoError } from './PorticoError.ts'

describe('getErrorText', () => {
  it('joins the short and the long message of a catalogue error', () => {
    const error = createPorticoError('INVALID_APP_CONFIGURATION', {
      params: { origin: 'https://dapp.example' },
    })
    expect(getErrorText(error)).toBe(
      'Invalid App Configuration. Origin https://dapp.example not found on the allowlist - update the configuration on the cloud dashboard',
    )
  })

  it('gives the short message alone when there are no details, or the same text twice', () => {
    expect(getErrorText(new PorticoError('Network Not Found'))).toBe('Network Not Found')
    expect(getErrorText(new PorticoError('Same', { details: 'Same' }))).toBe('Same')
  })

  it("gives a plain error's message and anything else as a string", () => {
    expect(getErrorText(new Error('boom'))).toBe('boom')
    expect(getErrorText('text')).toBe('text')
  })
})
