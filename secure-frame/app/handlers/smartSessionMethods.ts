/**
 * The e-mail wallet's ERC-7715 methods (issue 24 part 3), run for its smart account on a chain
 * where the frame grants sessions (withSmartSessions.ts checks that first). Loaded on first use.
 *
 * - wallet_grantPermissions: the request is checked and planned (planSessionGrant) before the
 *   approval shows, so a bad one prompts nothing and changes nothing; on Approve, one sponsored
 *   owner UserOperation upgrades the account to PorticoSessionAccount if needed and grants the
 *   session (deploying the account first if needed); then the cloud stores it, signed by the
 *   account; the answer is the ERC-7715 response (`permissionsContext` = the pci).
 * - wallet_revokePermissions: on Approve, `revokeSession(pci)` in an owner operation (what refuses
 *   the key on chain), then the cloud's `revoke {pci, signature}` signed by the account.
 * - wallet_getPermissions: the account's active sessions on this chain, from the cloud's list.
 */
import {
  createPorticoError,
  type GrantPermissionsResponse,
  grantPermissionsParamsSchema,
  grantPermissionsResponseSchema,
  PorticoError,
  revokePermissionsParamsSchema,
  SESSION_ACCOUNT_ABI,
} from '@portico/shared'
import {
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  hexToNumber,
  isAddressEqual,
  numberToHex,
  parseAbi,
} from 'viem'
import * as z from 'zod/mini'
import type { ApprovalRequest } from '../approval/showApproval.tsx'
import type { SmartAccountDeps } from '../wallet/smartAccount/createSmartAccount.ts'
import { chainRequest, type FrameRpcTarget } from '../wallet/smartAccount/evmRead.ts'
import { readAccountImplementation } from '../wallet/smartAccount/readAccountImplementation.ts'
import type { SmartAccountChain } from '../wallet/smartAccount/smartAccountChain.ts'
import {
  planSessionGrant,
  planSessionRevoke,
  type SessionCall,
} from '../wallet/smartSessions/planSessionGrant.ts'
import { readTokenInfo } from '../wallet/smartSessions/readTokenInfo.ts'
import {
  listStoredSessions,
  revokeStoredSession,
  storeSession,
} from '../wallet/smartSessions/sessionCloud.ts'
import type { WalletView, WalletWorkerApi } from '../wallet/walletWorkerApi.ts'

const abi = parseAbi(SESSION_ACCOUNT_ABI)

/** A chain where the frame grants sessions. */
export type SessionChain = SmartAccountChain & { sessionAccountImplementation: `0x${string}` }

export interface SmartSessionDeps extends FrameRpcTarget {
  chain: SessionChain
  /** The owner's wallet (its EOA); `enrolled` false: it recovers before it signs. */
  view: WalletView
  /** The owner's smart account on `chain`. */
  account: { address: `0x${string}`; deployed: boolean }
  wallet: Pick<WalletWorkerApi, 'signEvm'>
  origin: string
  askApproval(request: ApprovalRequest, signal: AbortSignal): Promise<boolean>
  /** This browser holds no key share: asks for recovery; the enrolled wallet. */
  recover(view: WalletView): Promise<WalletView>
  /** The account's first operation deployed it. */
  onDeployed(): void
  /** Unix ms (Date.now): the cloud's message timestamp and the active sessions' cut-off. */
  now?(): number
  /** Sends owner calls as one operation (default: sendAsSmartAccount; unit tests record them). */
  sendOperation?(account: SmartAccountDeps, calls: SessionCall[]): Promise<unknown>
}

const sendOperation = async (account: SmartAccountDeps, calls: SessionCall[]) => {
  const { sendAsSmartAccount } = await import('../wallet/smartAccount/sendSmartAccountCalls.ts')
  return sendAsSmartAccount(account, calls)
}

const getPermissionsParamsSchema = z.optional(z.tuple([]))

function parse<T>(schema: z.ZodMiniType<T>, params: unknown): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw createPorticoError('SCHEMA_INVALID_INPUT')
  return parsed.data
}

/** The PorticoError inside a viem error (a refusal from the frame server), or the error. */
function unwrap(error: unknown): unknown {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; depth++, e = e.cause)
    if (e instanceof PorticoError) return e
  return error
}

/** Asks for the user's approval; false is the §8 user-rejected error, nothing done. */
async function approve(request: ApprovalRequest, deps: SmartSessionDeps) {
  if (!deps.signal) throw createPorticoError('FRAME_ABORTED')
  if (!(await deps.askApproval(request, deps.signal))) throw createPorticoError('USER_REJECTED')
}

/** The owner's calls as one sponsored operation of the account; recovers first if needed. */
async function sendAsOwner(deps: SmartSessionDeps, calls: SessionCall[]) {
  if (!deps.view.enrolled) deps.view = await deps.recover(deps.view)
  try {
    await (deps.sendOperation ?? sendOperation)(
      {
        api: deps.api,
        token: deps.token,
        chainId: deps.chain.id,
        signal: deps.signal,
        chain: deps.chain,
        owner: deps.view.evmAddress,
        address: deps.account.address,
        wallet: deps.wallet,
      },
      calls,
    )
  } catch (error) {
    throw unwrap(error)
  }
  if (!deps.account.deployed) {
    deps.account = { ...deps.account, deployed: true }
    deps.onDeployed()
  }
}

/** The account's signature of `message` (EIP-1271 on the deployed account: the owner's). */
const signAsAccount = (deps: SmartSessionDeps, message: string) =>
  deps.wallet.signEvm(deps.token, { kind: 'message', message })

async function latestTimestamp(deps: SmartSessionDeps): Promise<number> {
  const block = (await chainRequest(deps)('eth_getBlockByNumber', ['latest', false])) as {
    timestamp?: unknown
  } | null
  if (typeof block?.timestamp !== 'string') throw createPorticoError('RPC_JSON_RPC_ERROR')
  return hexToNumber(block.timestamp as Hex)
}

export async function grantSmartSession(
  params: unknown,
  deps: SmartSessionDeps,
): Promise<GrantPermissionsResponse> {
  const [request] = parse(grantPermissionsParamsSchema, params)
  const read = chainRequest(deps)
  const [now, currentImplementation] = await Promise.all([
    latestTimestamp(deps),
    deps.account.deployed ? readAccountImplementation(read, deps.account.address) : undefined,
  ])
  const plan = planSessionGrant({
    request,
    chainId: deps.chain.id,
    account: deps.account.address,
    currentImplementation,
    sessionAccountImplementation: deps.chain.sessionAccountImplementation,
    now,
  })
  const token = await readTokenInfo(read, plan.session.token)
  await approve(
    {
      method: 'wallet_grantPermissions',
      params: [request],
      origin: deps.origin,
      ...(token ? { token } : {}),
    },
    deps,
  )
  await sendAsOwner(deps, plan.calls)
  const message = JSON.stringify({
    ...plan.cloudMessage,
    timestamp: Math.floor((deps.now ?? Date.now)() / 1000),
  })
  try {
    await storeSession(deps, {
      address: deps.account.address,
      message,
      signature: await signAsAccount(deps, message),
    })
  } catch (error) {
    // Not listed, so not granted: the key the dapp holds must not work either. Best effort; the
    // cloud's error is what the dapp gets.
    await sendAsOwner(deps, planSessionRevoke(deps.account.address, plan.session.pci)).catch(
      () => undefined,
    )
    throw error
  }
  return plan.answer
}

/** The session `pci` on chain; undefined when the account has no such session. */
async function readSession(deps: SmartSessionDeps, pci: Hex) {
  const read = chainRequest(deps)
  if (!deps.account.deployed) return undefined
  // Only a PorticoSessionAccount has sessions (and answers getSession).
  const implementation = await readAccountImplementation(read, deps.account.address)
  if (!implementation || !isAddressEqual(implementation, deps.chain.sessionAccountImplementation))
    return undefined
  const data = await read('eth_call', [
    {
      to: deps.account.address,
      data: encodeFunctionData({ abi, functionName: 'getSession', args: [pci] }),
    },
    'latest',
  ])
  const session = decodeFunctionResult({ abi, functionName: 'getSession', data: data as Hex })
  return /^0x0{40}$/.test(session.signer) ? undefined : session
}

export async function revokeSmartSession(params: unknown, deps: SmartSessionDeps): Promise<null> {
  const [{ permissionsContext: pci }] = parse(revokePermissionsParamsSchema, params)
  const session = await readSession(deps, pci)
  if (!session) throw createPorticoError('SMART_SESSION_NOT_FOUND')
  await approve({ method: 'wallet_revokePermissions', params, origin: deps.origin }, deps)
  if (!session.revoked) await sendAsOwner(deps, planSessionRevoke(deps.account.address, pci))
  await revokeStoredSession(deps, {
    address: deps.account.address,
    pci,
    signature: await signAsAccount(deps, pci),
  })
  return null
}

/** The account's sessions on this chain that are neither revoked nor expired. */
export async function getSmartSessions(
  params: unknown,
  deps: SmartSessionDeps,
): Promise<GrantPermissionsResponse[]> {
  parse(getPermissionsParamsSchema, params)
  const nowSeconds = (deps.now ?? Date.now)() / 1000
  const sessions = await listStoredSessions(deps, deps.account.address)
  return sessions.flatMap((s) => {
    if (s.chainId !== `eip155:${deps.chain.id}` || s.revokedAt !== null || s.expiry <= nowSeconds)
      return []
    const answer = grantPermissionsResponseSchema.safeParse({
      permissionsContext: s.pci,
      grantedPermissions: s.permissions,
      expiry: s.expiry,
      chainId: numberToHex(deps.chain.id),
      signerData: { submitToAddress: deps.account.address },
    })
    return answer.success ? [answer.data] : []
  })
}
