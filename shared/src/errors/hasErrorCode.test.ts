import { describe, expect, it } from 'vitest'
import { createPorticoError } from './createPorticoError.ts'
import { hasErrorCode } from './hasErrorCode.ts'

describe('hasErrorCode', () => {
  it('matches a PorticoError by code', () => {
    const error = createPorticoError('SOCKET_REPLY_TIMEOUT')
    expect(hasErrorCode(error, 'SOCKET_REPLY_TIMEOUT')).toBe(true)
    expect(hasErrorCode(error, 'SOCKET_NOT_READY')).toBe(false)
  })

  it('matches the serialised shape that crosses the bus', () => {
    const plain = {
      name: 'FrameError',
      code: 'FRAME_ABORTED',
      message: 'Request was aborted',
    }
    expect(hasErrorCode(plain, 'FRAME_ABORTED')).toBe(true)
  })

  it('rejects values without a code or message', () => {
    expect(hasErrorCode(null, 'UNKNOWN_ERROR')).toBe(false)
    expect(hasErrorCode('UNKNOWN_ERROR', 'UNKNOWN_ERROR')).toBe(false)
    expect(hasErrorCode({ code: 'UNKNOWN_ERROR' }, 'UNKNOWN_ERROR')).toBe(false)
    expect(hasErrorCode(new Error('Unknown error'), 'UNKNOWN_ERROR')).toBe(false)
  })
})
