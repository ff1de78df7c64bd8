/**
 * Reads and sends through a Polkadot node's RPC with @polkadot/api — its own chunk, loaded only
 * when a balance or a transfer is asked for (the library is large: never in the open path).
 * The API talks HTTP to the configured RPC (createPortico's `rpcMap` accepts http(s) URLs).
 */
import { ApiPromise, HttpProvider } from '@polkadot/api'
import type { ProviderInterface } from '@polkadot/rpc-provider/types'
import { PolkadotError } from './PolkadotError.ts'
import type { PolkadotInjectedSigner } from './PolkadotProvider.ts'

/** The slice of frame_system's AccountInfo read here (the API's types are not augmented). */
interface AccountInfo {
  data: { free: { toBigInt(): bigint } }
}

const missing = (what: string) =>
  new PolkadotError(`The node's runtime has no ${what}`, { code: 'POLKADOT_RUNTIME_MISMATCH' })

const apis = new Map<string, Promise<ApiPromise>>()

/** One API per RPC URL, created on first use (a failed one is tried again next time). */
export function polkadotApi(
  rpcUrl: string,
  createProvider: (url: string) => ProviderInterface = (url) => new HttpProvider(url),
): Promise<ApiPromise> {
  let api = apis.get(rpcUrl)
  if (!api) {
    api = ApiPromise.create({
      provider: createProvider(rpcUrl),
      noInitWarn: true,
      throwOnConnect: true,
    })
    apis.set(rpcUrl, api)
    api.catch(() => apis.delete(rpcUrl))
  }
  return api
}

/** The account's free balance in planck. */
export async function readFreeBalance(api: ApiPromise, address: string): Promise<bigint> {
  const query = api.query.system?.account
  if (!query) throw missing('system.account')
  // AccountInfo (frame_system): its `data.free` is the transferable-and-reserved-less balance.
  const account = (await query(address)) as unknown as AccountInfo
  return account.data.free.toBigInt()
}

/** Signs `balances.transferKeepAlive(to, value)` with the wallet and submits it. */
export async function sendTransfer(
  api: ApiPromise,
  transfer: { from: string; to: string; value: bigint; signer: PolkadotInjectedSigner },
): Promise<`0x${string}`> {
  const transferKeepAlive = api.tx.balances?.transferKeepAlive
  if (!transferKeepAlive) throw missing('balances.transferKeepAlive')
  const tx = transferKeepAlive(transfer.to, transfer.value)
  await tx.signAsync(transfer.from, { signer: transfer.signer })
  const hash = await api.rpc.author.submitExtrinsic(tx)
  return hash.toHex()
}
