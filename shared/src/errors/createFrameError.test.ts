import { describe, expect, it } from 'vitest'
import { createFrameError, frameErrorPayload } from './createFrameError.ts'
import { createPorticoError } from './createPorticoError.ts'
import { FrameError } from './FrameError.ts'
import { PorticoError } from './PorticoError.ts'

describe('createFrameError', () => {
  it("keeps the reply's code and derives its EIP-1193 code from the catalogue", () => {
    const error = createFrameError({ message: 'User rejected the request.', code: 'USER_REJECTED' })
    expect(error).toBeInstanceOf(FrameError)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 })
    expect(error.message).toBe('User rejected the request.')
    expect(createFrameError({ message: 'x', code: 'RPC_METHOD_NOT_ALLOWED' }).rpcCode).toBe(4200)
  })

  it('a numeric code is the EIP-1193 code itself', () => {
    expect(createFrameError({ message: 'Chain disconnected', code: 4901 })).toMatchObject({
      code: 'FRAME_ERROR',
      rpcCode: 4901,
      message: 'Chain disconnected',
    })
  })

  it('a code the catalogue does not know is kept as it came', () => {
    expect(createFrameError({ message: 'nope', code: 'OTP_INVALID' })).toMatchObject({
      code: 'OTP_INVALID',
      rpcCode: undefined,
    })
  })

  it('an old frame (no code) gives FRAME_ERROR with its text, whatever the text says', () => {
    const error = createFrameError({ message: 'User rejected the request.' })
    expect(error).toMatchObject({ code: 'FRAME_ERROR', rpcCode: undefined })
    expect(error.message).toBe('User rejected the request.')
  })

  it('no text and no code: the default frame text', () => {
    expect(createFrameError({}).message).toBe('An error occurred')
    expect(createFrameError({ message: '  ' }).code).toBe('FRAME_ERROR')
  })
})

describe('frameErrorPayload', () => {
  it("sends a PorticoError's code, or a provider's numeric code", () => {
    const rejected = createPorticoError('USER_REJECTED')
    expect(frameErrorPayload(rejected, rejected.message)).toEqual({
      message: 'User rejected the request.',
      code: 'USER_REJECTED',
    })
    const rpc = Object.assign(new Error('Unauthorized'), { code: 4100 })
    expect(frameErrorPayload(rpc, 'Unauthorized')).toEqual({ message: 'Unauthorized', code: 4100 })
  })

  it('sends no code for a plain error or a code that is not one of ours', () => {
    expect(frameErrorPayload(new Error('boom'), 'boom')).toEqual({ message: 'boom' })
    expect(frameErrorPayload(Object.assign(new Error('x'), { code: 'not a code!' }), 'x')).toEqual({
      message: 'x',
    })
  })
})
