/**
 * The Polkadot provider (PolkadotProvider.ts) over a signer. Signing needs no library; the
 * balance and transfers load @polkadot/api (polkadotChainApi.ts) on first use, and only when
 * the network has an RPC configured.
 */
import { createPorticoError } from '@portico/shared'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { PolkadotError } from './PolkadotError.ts'
import type { PolkadotProvider } from './PolkadotProvider.ts'
import type { PolkadotSigner } from './PolkadotSigner.ts'
import { samePolkadotAccount } from './polkadotAddress.ts'

const toHex = (bytes: Uint8Array) =>
  `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`

export function createPolkadotProvider(deps: {
  signer: PolkadotSigner
  network: CaipNetwork
  rpcUrl: string | undefined
  /** @polkadot/api's chunk (replaced in tests). */
  chainApi?: () => Promise<typeof import('./polkadotChainApi.ts')>
}): PolkadotProvider {
  const { signer, network, rpcUrl } = deps
  const chainApi = deps.chainApi ?? (() => import('./polkadotChainApi.ts'))
  let nextId = 0
  const api = async () => {
    if (!rpcUrl) throw createPorticoError('TRANSPORT_URL_MISSING')
    const module = await chainApi()
    return { module, api: await module.polkadotApi(rpcUrl) }
  }
  const ownAddress = (address: string) => {
    if (!samePolkadotAccount(address, signer.address))
      throw new PolkadotError('The request is for another account', {
        code: 'POLKADOT_WRONG_ACCOUNT',
      })
  }
  const provider: PolkadotProvider = {
    get address() {
      return signer.address
    },
    chain: network.caipNetworkId,
    rpcUrl,
    signer: {
      async signPayload(payload) {
        ownAddress(payload.address)
        return { id: ++nextId, signature: await signer.signPayload(payload) }
      },
      async signRaw(raw) {
        ownAddress(raw.address)
        return { id: ++nextId, signature: await signer.signRaw(raw.data) }
      },
    },
    signMessage: (message) =>
      signer.signRaw(typeof message === 'string' ? message : toHex(message)),
    signTransaction: (payload) => signer.signPayload(payload),
    async getBalance() {
      const { module, api: connected } = await api()
      return module.readFreeBalance(connected, signer.address)
    },
    async sendTransfer(to, value) {
      const { module, api: connected } = await api()
      return module.sendTransfer(connected, {
        from: signer.address,
        to,
        value,
        signer: provider.signer,
      })
    },
  }
  return provider
}
