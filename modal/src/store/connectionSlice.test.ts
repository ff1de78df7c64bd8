// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  connectionSlice,
  isPairingExpired,
  resetWcConnection,
  setBuffering,
  setConnectionStatus,
  setRecentWallet,
  setWcBasic,
  setWcError,
  setWcLinking,
  setWcUri,
} from './connectionSlice.ts'

const reduce = connectionSlice.reducer
const NOW = 1_700_000_000_000

describe('connectionSlice', () => {
  it('starts disconnected', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      wcError: false,
      buffering: false,
      status: 'disconnected',
      wcBasic: false,
    })
  })

  it('a new pairing lives 4 minutes', () => {
    const state = reduce(undefined, setWcUri('wc:abc@2', NOW))
    expect(state).toMatchObject({ wcUri: 'wc:abc@2', wcPairingExpiry: NOW + 240_000 })
  })

  it('a pairing is expired when 10 s or less remain', () => {
    const connection = reduce(undefined, setWcUri('wc:abc@2', NOW))
    const expiry = NOW + 240_000
    expect(isPairingExpired({ connection }, expiry - 10_001)).toBe(false)
    expect(isPairingExpired({ connection }, expiry - 10_000)).toBe(true)
  })

  it('no pairing counts as expired', () => {
    expect(isPairingExpired({ connection: reduce(undefined, { type: 'init' }) }, NOW)).toBe(true)
  })

  it('reset clears URI, pairing expiry, linking and recent wallet and disconnects', () => {
    let state = reduce(undefined, setWcUri('wc:abc@2', NOW))
    state = reduce(state, setWcLinking({ href: 'wallet://', name: 'Wallet' }))
    state = reduce(state, setRecentWallet({ id: 'w1', name: 'Wallet' }))
    state = reduce(state, setConnectionStatus('connected'))
    state = reduce(state, setWcError(true))
    state = reduce(state, setBuffering(true))
    state = reduce(state, setWcBasic(true))
    expect(reduce(state, resetWcConnection())).toEqual({
      wcError: true,
      buffering: true,
      status: 'disconnected',
      wcBasic: true,
    })
  })
})
