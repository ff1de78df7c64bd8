import { describe, expect, it } from 'vitest'
import { isProxiedMethod } from './isProxiedMethod.ts'

describe('isProxiedMethod', () => {
  it.each([
    'eth_chainId',
    'eth_call',
    'eth_getBalance',
    'eth_getLogs',
    'eth_estimateGas',
    'eth_sendRawTransaction',
    'eth_getFilterChanges',
    'net_version',
  ])('forwards %s', (method) => expect(isProxiedMethod(method)).toBe(true))

  it.each([
    'eth_sendTransaction',
    'eth_accounts',
    'eth_signTypedData_v4',
    'anvil_setBalance',
    'evm_mine',
    'debug_traceTransaction',
    'personal_sign',
    'eth_',
    // A node's own eth_* methods are not forwarded because they look like reads: anvil's
    // eth_sendUnsignedTransaction sends from any address without its key.
    'eth_sendUnsignedTransaction',
    'eth_signTransaction',
    'eth_coinbase',
    'eth_mining',
    'eth_hashrate',
    'eth_submitWork',
    'eth_getTransactionCountX',
  ])('refuses %s', (method) => expect(isProxiedMethod(method)).toBe(false))
})
