import { describe, expect, it } from 'vitest'
import { isProxiedMethod } from './isProxiedMethod.ts'

describe('isProxiedMethod', () => {
  it.each(['eth_chainId', 'eth_call', 'eth_getBalance', 'eth_sendRawTransaction', 'net_version'])(
    'forwards %s',
    (method) => expect(isProxiedMethod(method)).toBe(true),
  )
  it.each([
    'eth_sendTransaction',
    'eth_accounts',
    'eth_signTypedData_v4',
    'anvil_setBalance',
    'evm_mine',
    'debug_traceTransaction',
    'personal_sign',
    'eth_',
  ])('refuses %s', (method) => expect(isProxiedMethod(method)).toBe(false))
})
