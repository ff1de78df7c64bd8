import { describe, expect, it } from 'vitest'
import { ApiError } from './ApiError.ts'
import { FrameError } from './FrameError.ts'
import { PorticoError } from './PorticoError.ts'
import { RpcError } from './RpcError.ts'
import { ValidationError } from './ValidationError.ts'

describe('error families', () => {
  it('ApiError carries the HTTP status', () => {
    const error = new ApiError('HTTP status code: 404', { status: 404, code: 'HTTP_STATUS' })
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.status).toBe(404)
    expect(serialize(error)).toEqual({
      name: 'ApiError',
      code: 'HTTP_STATUS',
      message: 'HTTP status code: 404',
    })
  })

  it('RpcError carries the numeric RPC code', () => {
    const error = new RpcError('reply timeout', { rpcCode: -32000 })
    expect(error.rpcCode).toBe(-32000)
    expect(error.code).toBe('UNKNOWN')
  })

  it('FrameError walks to its cause like any PorticoError', () => {
    const cause = new Error('postMessage failed')
    const error = new FrameError('W3mFrame: parent is not set', { cause })
    expect(error.walk()).toBe(cause)
    expect(error.name).toBe('FrameError')
  })

  it('ValidationError defaults to no issues', () => {
    expect(new ValidationError('Invalid input').issues).toEqual([])
  })
})

function serialize(error: PorticoError) {
  return JSON.parse(JSON.stringify(error))
}
