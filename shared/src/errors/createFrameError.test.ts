import { describe, expect, it } from 'vitest'
import { createFrameError } from './createFrameError.ts'
import { FrameError } from './FrameError.ts'

describe('createFrameError', () => {
  it('uses the payload message as the text', () => {
    const error = createFrameError('Invalid OTP')
    expect(error).toBeInstanceOf(FrameError)
    expect(error.shortMessage).toBe('Invalid OTP')
    expect(error.code).toBe('FRAME_ERROR')
  })

  it('defaults to "An error occurred"', () => {
    for (const message of [undefined, null, '', '   ']) {
      const error = createFrameError(message)
      expect(error.shortMessage).toBe('An error occurred')
      expect(error.code).toBe('FRAME_ERROR')
    }
  })

  it('keeps the catalogue code of a known frame text', () => {
    expect(createFrameError('Request was aborted').code).toBe('FRAME_ABORTED')
    expect(createFrameError('Unable to load email login dependency').code).toBe('FRAME_LOAD_FAILED')
    expect(createFrameError('Something went wrong').code).toBe('FRAME_ABORTED_UNEXPECTEDLY')
  })

  it('keeps the cause', () => {
    const cause = { type: '@w3m-frame/CONNECT_OTP_ERROR' }
    expect(createFrameError('Invalid OTP', cause).cause).toBe(cause)
  })
})
