/**
 * The polkadot{.js} extension interface's methods, reached from the page as `polkadot_<name>`:
 * polkadot_enable connects the origin after approval (the same connection as
 * eth_requestAccounts; an origin already connected is not asked again), polkadot_accounts lists
 * the account ([] until connected); polkadot_signPayload (a complete SignerPayloadJSON) and
 * polkadot_signRaw need a connected origin and an approval each. Keys and signing are
 * devnet/src/polkadot/wallet: the mnemonic's ed25519 account (index 0 is the mnemonic itself,
 * index N `//N`), the demo wallet's derivation; addresses are SS58 with the Polkadot prefix.
 */
import type { z } from 'zod'
import {
  derivePolkadotAccount,
  type PolkadotAccount,
} from '../../../src/polkadot/wallet/polkadotAccount.ts'
import {
  isAccountAddress,
  PolkadotSigningError,
  polkadotMessageBytes,
  signerPayloadSchema,
  signerRawSchema,
  signPolkadotMessage,
  signPolkadotTransaction,
} from '../../../src/polkadot/wallet/polkadotSigning.ts'
import { invalidParams, unauthorized } from '../providerErrors.ts'
import { requireApproval } from './approvals.ts'
import { loadConfig } from './loadConfig.ts'
import type { RpcContext, RpcHandler } from './rpcContext.ts'
import { isConnected, readState, updateState } from './walletState.ts'

/** An account as polkadot{.js}'s `accounts.get()` gives it. */
export interface PolkadotAccountView {
  address: string
  name: string
  type: 'ed25519'
}

const derived = new Map<string, PolkadotAccount>()

/** The Polkadot account at `index` of `mnemonic`, derived once. */
export function polkadotAccountAt(mnemonic: string, index: number): PolkadotAccount {
  const key = `${index}:${mnemonic}`
  let account = derived.get(key)
  if (!account) {
    account = derivePolkadotAccount(mnemonic, index)
    derived.set(key, account)
  }
  return account
}

async function currentPolkadotAccount(): Promise<PolkadotAccount> {
  const [config, state] = await Promise.all([loadConfig(), readState()])
  return polkadotAccountAt(config.mnemonic, state.accountIndex)
}

const view = (account: PolkadotAccount): PolkadotAccountView => ({
  address: account.address,
  name: 'Portico Test Wallet',
  type: 'ed25519',
})

function parse<T extends z.ZodType>(schema: T, context: RpcContext): z.infer<T> {
  const params = Array.isArray(context.params) ? context.params[0] : context.params
  const parsed = schema.safeParse(params ?? undefined)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
    throw invalidParams(`${context.method}: ${where}${issue?.message ?? 'invalid'}`)
  }
  return parsed.data
}

/** The connected origin's account, checked against the `address` it asks to sign with. */
async function signingAccount(context: RpcContext, address: string): Promise<PolkadotAccount> {
  if (!isConnected(await readState(), context.origin))
    throw unauthorized('The requested method and/or account has not been authorized by the user.')
  const account = await currentPolkadotAccount()
  if (!isAccountAddress(account, address))
    throw unauthorized(`The account ${address} is not this wallet's.`)
  return account
}

/** Signing ids: polkadot{.js} answers `{ id, signature }` with a number per request. */
let nextSignId = 0

async function enable(context: RpcContext): Promise<PolkadotAccountView[]> {
  const account = await currentPolkadotAccount()
  if (isConnected(await readState(), context.origin)) return [view(account)]
  await requireApproval({
    origin: context.origin,
    method: context.method,
    details: `Connect your Polkadot account ${account.address}.`,
  })
  await updateState((s) =>
    isConnected(s, context.origin)
      ? s
      : { ...s, connections: [...s.connections, { origin: context.origin, since: Date.now() }] },
  )
  return [view(account)]
}

async function accounts(context: RpcContext): Promise<PolkadotAccountView[]> {
  if (!isConnected(await readState(), context.origin)) return []
  return [view(await currentPolkadotAccount())]
}

async function signPayload(context: RpcContext) {
  const payload = parse(signerPayloadSchema, context)
  const account = await signingAccount(context, payload.address)
  await requireApproval({
    origin: context.origin,
    method: context.method,
    details: `Sign this Polkadot transaction (genesis ${payload.genesisHash}, nonce ${payload.nonce}):\n\n${payload.method}`,
  })
  try {
    return { id: ++nextSignId, signature: signPolkadotTransaction(account, payload) }
  } catch (error) {
    if (error instanceof PolkadotSigningError) throw invalidParams(error.message)
    throw error
  }
}

async function signRaw(context: RpcContext) {
  const raw = parse(signerRawSchema, context)
  const account = await signingAccount(context, raw.address)
  const text = new TextDecoder('utf-8', { fatal: false }).decode(polkadotMessageBytes(raw.data))
  await requireApproval({
    origin: context.origin,
    method: context.method,
    details: `Sign this message as ${raw.address}:\n\n${text}`,
  })
  return { id: ++nextSignId, signature: signPolkadotMessage(account, raw.data) }
}

export const polkadotHandlers: [string, RpcHandler][] = [
  ['polkadot_enable', enable],
  ['polkadot_accounts', accounts],
  ['polkadot_signPayload', signPayload],
  ['polkadot_signRaw', signRaw],
]
