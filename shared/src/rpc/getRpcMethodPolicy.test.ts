import { describe, expect, it } from 'vitest'
import { getRpcMethodPolicy } from './getRpcMethodPolicy.ts'
import { SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods.ts'

describe('getRpcMethodPolicy', () => {
  it.each([
    'eth_chainId',
    'eth_accounts',
    'eth_requestAccounts',
    'eth_blockNumber',
    'eth_call',
    'eth_estimateGas',
    'eth_gasPrice',
    'eth_getBalance',
    'eth_getCode',
    'eth_getTransactionCount',
    'eth_getTransactionReceipt',
    'eth_getTransactionByHash',
    'eth_getBlockByNumber',
    'eth_getBlockByHash',
    'eth_getLogs',
    'eth_feeHistory',
    'eth_maxPriorityFeePerGas',
    'eth_getStorageAt',
    'net_version',
    'web3_clientVersion',
    'getBalance',
    'getLatestBlockhash',
    'getAccountInfo',
    'getSignatureStatuses',
    'wallet_getCapabilities',
    'wallet_getCallsStatus',
    'wallet_getAssets',
    'wallet_getPermissions',
    'eth_getUserOperationByHash',
    'eth_getUserOperationReceipt',
    'eth_supportedEntryPoints',
    'eth_estimateUserOperationGas',
  ])('classifies %s as safe', (method) => {
    expect(getRpcMethodPolicy(method)).toBe('safe')
  })

  it.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
    'solana_signAllTransactions',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ])('classifies %s as unsafe', (method) => {
    expect(getRpcMethodPolicy(method)).toBe('unsafe')
  })

  it.each([
    'eth_sign',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_sendRawTransaction',
    'eth_signTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'sendTransaction',
    'requestAirdrop',
    'ETH_CHAINID',
    'eth_chainId ',
    '',
    '__proto__',
    'constructor',
    undefined,
    42,
  ])('classifies %j as not allowed', (method) => {
    expect(getRpcMethodPolicy(method)).toBe('notAllowed')
  })

  it('keeps the two lists disjoint and free of duplicates', () => {
    const all = [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS]
    expect(new Set(all).size).toBe(all.length)
  })

  it('lists only reads as safe', () => {
    for (const method of SAFE_RPC_METHODS) {
      expect(method).not.toMatch(/(^|_)(send|sign)|grant|revoke|airdrop/i)
    }
  })
})
