/**
 * The AppKit-shaped Bitcoin provider over a connected wallet session (its own chunk, with
 * @scure/btc-signer's address checks): the dapp's arguments are checked before the wallet is
 * asked — a recipient must be an address of the account's network, an amount whole sats.
 */
import * as z from 'zod/mini'
import { isBitcoinAddress } from '../../chains/bitcoin/bitcoinAddress.ts'
import { bitcoinAddressNetworkOf } from '../../chains/bitcoin/bitcoinNetworks.ts'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { BitcoinError } from './BitcoinError.ts'
import type { BitcoinProvider } from './BitcoinProvider.ts'
import type { BitcoinWalletSession } from './BitcoinSigner.ts'

const nonEmpty = () => z.string().check(z.minLength(1))
const signMessageParams = z.object({
  address: nonEmpty(),
  message: z.string().check(z.maxLength(10_000)),
  protocol: z.optional(z.enum(['ecdsa', 'bip322'])),
})
const sendTransferParams = z.object({
  recipient: nonEmpty(),
  amount: z.string().check(z.regex(/^[1-9]\d{0,15}$/, 'amount is whole sats, as decimal text')),
})
const signPsbtParams = z.object({
  psbt: nonEmpty(),
  signInputs: z.array(
    z.object({
      address: nonEmpty(),
      index: z.number().check(z.int(), z.nonnegative()),
      sighashTypes: z.optional(z.array(z.number().check(z.int()))),
    }),
  ),
  broadcast: z.optional(z.boolean()),
})
const requestArgs = z.object({ method: nonEmpty(), params: z.optional(z.unknown()) })

function check<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success)
    throw new BitcoinError(`Invalid ${what} parameters`, {
      code: 'BITCOIN_INVALID_PARAMS',
      details: parsed.error.issues[0]?.message,
    })
  return parsed.data
}

export function createBitcoinProvider({
  session,
  network,
  address,
}: {
  session: BitcoinWalletSession
  network: CaipNetwork
  address: string
}): BitcoinProvider {
  const { signer } = session
  const addresses = () => signer.addresses(network)
  const payment = () => addresses().find((a) => a.purpose === 'payment')?.address ?? address
  return {
    address,
    caipNetworkId: network.caipNetworkId,
    getAccountAddresses: async () => addresses().map((a) => ({ ...a })),
    async signMessage(params) {
      const checked = check(signMessageParams, params, 'signMessage')
      return (await signer.signMessage(checked)).signature
    },
    async sendTransfer(params) {
      const { recipient, amount } = check(sendTransferParams, params, 'sendTransfer')
      if (!isBitcoinAddress(recipient, bitcoinAddressNetworkOf(network)))
        throw new BitcoinError(`The recipient is not an address on ${network.name}`, {
          code: 'BITCOIN_INVALID_PARAMS',
        })
      return signer.sendTransfer({ from: payment(), recipient, amount })
    },
    signPSBT: async (params) => signer.signPsbt(check(signPsbtParams, params, 'signPSBT')),
    request: async (args) => {
      const { method, params } = check(requestArgs, args, 'request')
      return signer.request(method, params)
    },
  }
}
