/**
 * The Bitcoin provider's methods (sats-connect's request API), reached from the page as
 * `bitcoin_<method>`: getAccounts / getAddresses connect the origin after approval (the same
 * connection as eth_requestAccounts); signMessage, signPsbt and sendTransfer need a
 * connected origin and an approval each. Keys: the mnemonic's BIP-84/BIP-86 regtest accounts at the
 * wallet's key index; reads and broadcasts go to the configured regtest node.
 */
import type { z } from 'zod'
import {
  BitcoinWalletError,
  createBitcoinWallet,
  getAccountsParams,
  sendTransferParams,
  signMessageParams,
  signPsbtParams,
} from '../../../src/bitcoin/wallet/bitcoinWallet.ts'
import { regtestNodeClient } from '../../../src/bitcoin/wallet/regtestNodeClient.ts'
import { invalidParams, ProviderRpcError, unauthorized } from '../providerErrors.ts'
import { requireApproval } from './approvals.ts'
import { loadConfig } from './loadConfig.ts'
import { prettyJson } from './prettyJson.ts'
import type { RpcContext, RpcHandler } from './rpcContext.ts'
import { isConnected, readState, updateState } from './walletState.ts'

async function currentBitcoinWallet() {
  const [config, state] = await Promise.all([loadConfig(), readState()])
  if (!config.bitcoin) throw unauthorized('This wallet has no Bitcoin network configured.')
  return createBitcoinWallet(
    config.mnemonic,
    state.accountIndex,
    regtestNodeClient(config.bitcoin.nodeUrl),
  )
}

function parse<T extends z.ZodType>(schema: T, context: RpcContext): z.infer<T> {
  const params = Array.isArray(context.params) ? context.params[0] : context.params
  const parsed = schema.safeParse(params ?? undefined)
  if (!parsed.success) throw invalidParams(`${context.method}: ${parsed.error.issues[0]?.message}`)
  return parsed.data
}

/** sats-connect codes: its wallet errors keep their code (-32602, -32002). */
function fromWalletError(error: unknown): never {
  if (error instanceof BitcoinWalletError) throw new ProviderRpcError(error.rpcCode, error.message)
  throw error
}

async function requireConnectedOrigin(origin: string) {
  if (!isConnected(await readState(), origin))
    throw unauthorized('The requested method and/or account has not been authorized by the user.')
}

async function getAccounts(context: RpcContext) {
  const params = parse(getAccountsParams, context)
  const wallet = await currentBitcoinWallet()
  const addresses = wallet.addresses(params)
  if (!isConnected(await readState(), context.origin)) {
    await requireApproval({
      origin: context.origin,
      method: context.method,
      details: `Connect your Bitcoin addresses:\n\n${addresses.map((a) => `${a.purpose}: ${a.address}`).join('\n')}${params.message ? `\n\n${params.message}` : ''}`,
    })
    await updateState((s) =>
      isConnected(s, context.origin)
        ? s
        : { ...s, connections: [...s.connections, { origin: context.origin, since: Date.now() }] },
    )
  }
  return addresses
}

async function signMessage(context: RpcContext) {
  const params = parse(signMessageParams, context)
  await requireConnectedOrigin(context.origin)
  const wallet = await currentBitcoinWallet()
  await requireApproval({
    origin: context.origin,
    method: context.method,
    details: `Sign this message as ${params.address} (${params.protocol ?? 'default protocol'}):\n\n${params.message}`,
  })
  try {
    return wallet.signMessage(params)
  } catch (error) {
    return fromWalletError(error)
  }
}

async function signPsbt(context: RpcContext) {
  const params = parse(signPsbtParams, context)
  await requireConnectedOrigin(context.origin)
  const wallet = await currentBitcoinWallet()
  await requireApproval({
    origin: context.origin,
    method: context.method,
    details: `Sign ${params.broadcast ? 'and broadcast ' : ''}this PSBT's inputs:\n\n${prettyJson(params.signInputs)}\n\n${params.psbt}`,
  })
  return wallet.signPsbt(params).catch(fromWalletError)
}

async function sendTransfer(context: RpcContext) {
  const params = parse(sendTransferParams, context)
  await requireConnectedOrigin(context.origin)
  const wallet = await currentBitcoinWallet()
  await requireApproval({
    origin: context.origin,
    method: context.method,
    details: `Send from ${wallet.keys.payment.address}:\n\n${params.recipients.map((r) => `${r.amount} sats → ${r.address}`).join('\n')}`,
  })
  return wallet.sendTransfer(params).catch(fromWalletError)
}

export const bitcoinHandlers: [string, RpcHandler][] = [
  ['bitcoin_getAccounts', getAccounts],
  // sats-connect's getAddresses answers { addresses }.
  ['bitcoin_getAddresses', async (context) => ({ addresses: await getAccounts(context) })],
  ['bitcoin_signMessage', signMessage],
  ['bitcoin_signPsbt', signPsbt],
  ['bitcoin_sendTransfer', sendTransfer],
]
