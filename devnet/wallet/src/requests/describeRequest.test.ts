import { base58 } from '@scure/base'
import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest.ts'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('describeRequest', () => {
  it('decodes the personal_sign text in either parameter order', () => {
    const hex = stringToHex('Sign in to Portico')
    expect(describeRequest('personal_sign', [hex, me]).text).toBe('Sign in to Portico')
    expect(describeRequest('personal_sign', [me, hex]).text).toBe('Sign in to Portico')
    expect(describeRequest('personal_sign', ['0x00ff', me]).text).toBeUndefined()
  })

  it('summarises a transaction and a chain switch', () => {
    expect(
      describeRequest('eth_sendTransaction', [{ from: me, to: me, value: '0x38d7ea4c68000' }])
        .summary,
    ).toBe(`Send 0.001 ETH to ${me}`)
    expect(describeRequest('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]).summary).toBe(
      'Switch to chain 31338',
    )
  })

  it('decodes Solana and Bitcoin message text', () => {
    const message = base58.encode(new TextEncoder().encode('gm'))
    expect(describeRequest('solana_signMessage', { message }).text).toBe('gm')
    expect(describeRequest('signMessage', { message: 'hi', account: 'x' }).text).toBe('hi')
  })

  it('never throws on odd params', () => {
    expect(describeRequest('eth_sendTransaction', [{ value: 'not hex' }])).toEqual({})
    expect(describeRequest('solana_signMessage', { message: '0OIl' })).toEqual({})
  })
})
