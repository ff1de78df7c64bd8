/**
 * The dapp's side of a granted smart-account session (issue 24 part 3): a viem SmartAccount for
 * the wallet's account (`signerData.submitToAddress`) that signs UserOperations with the dapp's
 * own session key, as `pci ‖ ECDSA(userOpHash)` (PorticoSessionAccount's session signature).
 * Give it to viem's `createBundlerClient` and send calls without any prompt; the account's
 * contract refuses what the permission does not allow (another token, recipient or call, past the
 * allowance, after expiry or revocation), so the bundler answers those with an error.
 */
import {
  type Address,
  type Chain,
  type Client,
  concat,
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  parseAbi,
  type Transport,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationTypedData,
  type SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction'
import { getChainId, readContract } from 'viem/actions'

const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])

/** A 65-byte stand-in signature for gas estimation (permissionless' SimpleAccount stub). */
const STUB_ECDSA: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

export interface SessionKeyAccountOptions {
  /** A client of the session's chain (its RPC). */
  client: Client<Transport, Chain | undefined, undefined>
  /** The wallet's smart account: `signerData.submitToAddress` of the grant. */
  address: Address
  /** The grant's `permissionsContext`. */
  permissionsContext: Hex
  /** The dapp's session key (the public key it sent as the grant's signer). */
  sessionKey: LocalAccount
  /** EntryPoint v0.8 (its canonical address when absent). */
  entryPointAddress?: Address
}

export type SessionKeyAccount = SmartAccount

/** A SmartAccount that acts for `address` with the session key of `permissionsContext`. */
export async function toSessionKeyAccount(o: SessionKeyAccountOptions): Promise<SessionKeyAccount> {
  const entryPoint = {
    abi: entryPoint08Abi,
    address: o.entryPointAddress ?? entryPoint08Address,
    version: '0.8' as const,
  }
  return toSmartAccount({
    client: o.client,
    entryPoint,
    async getAddress() {
      return o.address
    },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only)
        return encodeFunctionData({
          abi: accountAbi,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      return encodeFunctionData({
        abi: accountAbi,
        functionName: 'executeBatch',
        args: [calls.map((c) => ({ target: c.to, value: c.value ?? 0n, data: c.data ?? '0x' }))],
      })
    },
    // The wallet deployed the account when it granted the session.
    async getFactoryArgs() {
      return { factory: undefined, factoryData: undefined }
    },
    async getNonce() {
      // Key 0, shared with the owner's operations: the EntryPoint orders them.
      return readContract(o.client, {
        abi: entryPoint08Abi,
        address: entryPoint.address,
        functionName: 'getNonce',
        args: [o.address, 0n],
      })
    },
    async getStubSignature() {
      return concat([o.permissionsContext, STUB_ECDSA])
    },
    async signMessage() {
      throw new Error('A session key signs UserOperations only')
    },
    async signTypedData() {
      throw new Error('A session key signs UserOperations only')
    },
    async signUserOperation({ chainId, ...userOperation }) {
      const typedData = getUserOperationTypedData({
        chainId: chainId ?? (await getChainId(o.client)),
        entryPointAddress: entryPoint.address,
        userOperation: { ...userOperation, sender: o.address, signature: '0x' },
      })
      return concat([o.permissionsContext, await o.sessionKey.signTypedData(typedData)])
    },
  })
}
