import { describe, expect, it } from 'vitest'
import { PorticoError } from './PorticoError.ts'
import { deserializeError, serializeError } from './serializeError.ts'

describe('PorticoError', () => {
  it('keeps the short message, code and details', () => {
    const error = new PorticoError('Failed to disconnect', {
      code: 'DISCONNECT_FAILED',
      details: 'relay closed',
    })
    expect(error.shortMessage).toBe('Failed to disconnect')
    expect(error.code).toBe('DISCONNECT_FAILED')
    expect(error.details).toBe('relay closed')
    expect(error.message).toBe('Failed to disconnect\n\nDetails: relay closed')
  })

  it('defaults the code to UNKNOWN and takes details from an Error cause', () => {
    const error = new PorticoError('x', { cause: new Error('boom') })
    expect(error.code).toBe('UNKNOWN')
    expect(error.details).toBe('boom')
  })

  it('walks to the deepest cause, or to the first match', () => {
    const root = new Error('root')
    const middle = new PorticoError('middle', { cause: root, code: 'MIDDLE' })
    const top = new PorticoError('top', { cause: middle })
    expect(top.walk()).toBe(root)
    expect(top.walk((e) => e instanceof PorticoError && e.code === 'MIDDLE')).toBe(middle)
    expect(top.walk(() => false)).toBeNull()
  })

  it('serialises to {name, code, message} and back', () => {
    const error = new PorticoError('Request was aborted', { code: 'FRAME_ABORTED' })
    const plain = serializeError(error)
    expect(plain).toEqual({
      name: 'PorticoError',
      code: 'FRAME_ABORTED',
      message: 'Request was aborted',
    })
    const back = deserializeError(plain)
    expect(back).toBeInstanceOf(PorticoError)
    expect(back.code).toBe('FRAME_ABORTED')
  })

  it('serialises foreign values', () => {
    expect(serializeError(new TypeError('bad'))).toEqual({
      name: 'TypeError',
      code: 'UNKNOWN',
      message: 'bad',
    })
    expect(serializeError('text')).toEqual({ name: 'Error', code: 'UNKNOWN', message: 'text' })
    expect(serializeError(42)).toEqual({ name: 'Error', code: 'UNKNOWN', message: 'Unknown error' })
  })
})
