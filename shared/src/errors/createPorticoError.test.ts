import { describe, expect, expectTypeOf, it } from 'vitest'
import { ApiError } from './ApiError.ts'
import { createPorticoError } from './createPorticoError.ts'
import { FrameError } from './FrameError.ts'
import { PorticoError } from './PorticoError.ts'
import { RpcError } from './RpcError.ts'
import { ValidationError } from './ValidationError.ts'

describe('createPorticoError', () => {
  it('uses the catalogue text as short message and the key as stable code', () => {
    const error = createPorticoError('DISCONNECT_FAILED')
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.shortMessage).toBe('Failed to disconnect')
    expect(error.code).toBe('DISCONNECT_FAILED')
    expect(error.toJSON()).toEqual({
      name: 'PorticoError',
      code: 'DISCONNECT_FAILED',
      message: 'Failed to disconnect',
    })
  })

  it.each([
    ['HTTP_NETWORK_ERROR', ApiError, 'ApiError'],
    ['SOCKET_NOT_READY', RpcError, 'RpcError'],
    ['FRAME_NOT_SET', FrameError, 'FrameError'],
    ['INVALID_CAIP_ADDRESS', ValidationError, 'ValidationError'],
  ] as const)('creates %s as a %s', (code, ErrorClass, name) => {
    const error = createPorticoError(code)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.name).toBe(name)
    expect(error.toJSON().name).toBe(name)
  })

  it('fills parameters and keeps the HTTP status', () => {
    const error = createPorticoError('HTTP_STATUS', { params: { status: 503 }, status: 503 })
    expect(error.shortMessage).toBe('HTTP status code: 503')
    expect(error.status).toBe(503)
  })

  it('fills the namespace of the not-configured error', () => {
    const error = createPorticoError('NAMESPACE_NOT_CONFIGURED', {
      params: { namespace: 'cosmos' },
    })
    expect(error.message).toBe(
      "Namespace 'cosmos' is not configured. Please call connect() first with namespace config.",
    )
  })

  it('gives an alert its title as short message and its long message as details', () => {
    const error = createPorticoError('JWT_TOKEN_NOT_VALID')
    expect(error.shortMessage).toBe('Session Expired')
    expect(error.details).toContain('time settings')
    const origin = createPorticoError('INVALID_APP_CONFIGURATION', {
      params: { origin: 'https://dapp.example' },
    })
    expect(origin.shortMessage).toBe('Invalid App Configuration')
    expect(origin.details).toContain('https://dapp.example')
  })

  it('keeps cause, explicit details, rpc code and issues', () => {
    const cause = new Error('user rejected')
    const rpc = createPorticoError('SEND_FAILED', { cause, rpcCode: 4001 })
    expect(rpc.cause).toBe(cause)
    expect(rpc.details).toBe('user rejected')
    expect(rpc.rpcCode).toBe(4001)
    const validation = createPorticoError('SCHEMA_INVALID_INPUT', {
      details: 'email: Invalid input',
      issues: [{ path: ['email'], message: 'Invalid input' }],
    })
    expect(validation.details).toBe('email: Invalid input')
    expect(validation.issues).toEqual([{ path: ['email'], message: 'Invalid input' }])
  })

  it('shares one text between entries without merging their codes', () => {
    const send = createPorticoError('SEND_FAILED')
    const frame = createPorticoError('FRAME_ABORTED_UNEXPECTEDLY')
    expect(send.shortMessage).toBe(frame.shortMessage)
    expect(send.code).not.toBe(frame.code)
  })

  it('types the subclass and the parameters each code needs', () => {
    expectTypeOf(
      createPorticoError('HTTP_STATUS', { params: { status: 500 } }),
    ).toEqualTypeOf<ApiError>()
    expectTypeOf(createPorticoError('SOCKET_NOT_READY')).toEqualTypeOf<RpcError>()
    expectTypeOf(createPorticoError('CHAIN_ADAPTER_NOT_FOUND')).toEqualTypeOf<PorticoError>()
    const typeErrors = () => [
      // @ts-expect-error HTTP_STATUS names {status}
      createPorticoError('HTTP_STATUS'),
      // @ts-expect-error the parameter is `namespace`
      createPorticoError('NAMESPACE_NOT_CONFIGURED', { params: { chain: 'x' } }),
      // @ts-expect-error DISCONNECT_FAILED takes no parameters
      createPorticoError('DISCONNECT_FAILED', { params: { x: 1 } }),
      // @ts-expect-error not a catalogue code
      createPorticoError('NOT_A_CODE'),
    ]
    expect(typeof typeErrors).toBe('function')
  })
})
