import { describe, expect, it } from 'vitest'
import { errorCatalogue } from '../errors/errorCatalogue.ts'
import { RpcError } from '../errors/RpcError.ts'
import { assertRpcMethodAllowed } from './assertRpcMethodAllowed.ts'

describe('assertRpcMethodAllowed', () => {
  it('lets safe and unsafe methods through', () => {
    expect(() => assertRpcMethodAllowed('eth_chainId')).not.toThrow()
    expect(() => assertRpcMethodAllowed('personal_sign')).not.toThrow()
  })

  it('rejects any other method', () => {
    expect(() => assertRpcMethodAllowed('eth_sign')).toThrow('Requested RPC call is not allowed')
    try {
      assertRpcMethodAllowed('wallet_switchEthereumChain')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(RpcError)
      expect((error as RpcError).code).toBe('RPC_METHOD_NOT_ALLOWED')
      expect((error as RpcError).details).toBe('wallet_switchEthereumChain')
    }
  })

  it('names the UI text for the rejection', () => {
    expect(errorCatalogue.RPC_METHOD_NOT_ALLOWED.uiMessage).toBe('Action not allowed')
  })
})
