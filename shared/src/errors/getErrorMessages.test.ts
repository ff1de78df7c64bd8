import { describe, expect, it } from 'vitest'
import { getErrorMessages } from './getErrorMessages.ts'

describe('getErrorMessages', () => {
  it('reads a string as its own message', () => {
    expect(getErrorMessages('nonce too low')).toEqual(['nonce too low'])
  })

  it('follows causes and nested JSON-RPC error objects', () => {
    const inner = { code: -32000, message: 'insufficient funds for gas' }
    const error = new Error('request failed', { cause: { error: inner } })
    expect(getErrorMessages(error)).toEqual(['request failed', 'insufficient funds for gas'])
  })

  it('ignores values without text and survives self-references', () => {
    const loop: Record<string, unknown> = { message: 'a' }
    loop.cause = loop
    expect(getErrorMessages(loop)).toEqual(['a'])
    expect(getErrorMessages(42)).toEqual([])
    expect(getErrorMessages(null)).toEqual([])
  })

  it('stops at a bounded depth on deep cycles', () => {
    const a: Record<string, unknown> = { message: 'a' }
    const b: Record<string, unknown> = { message: 'b', cause: a }
    a.cause = b
    expect(getErrorMessages(a).length).toBeLessThan(20)
  })
})
