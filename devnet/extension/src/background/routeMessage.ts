/**
 * The worker's message boundary: parses every chrome.runtime message and checks who sent it.
 * RPC requests must come from a content script in an http(s) page (the origin is Chrome's,
 * not the message's); approval messages only from this extension's approve.html.
 */
import { chromeApi, type MessageSender } from '../chromeApi.ts'
import { ErrorCode, toErrorShape, unauthorized } from '../providerErrors.ts'
import {
  type ApprovalGetResponse,
  type RpcResponse,
  workerRequestSchema,
} from '../runtimeMessages.ts'
import { approvalView, decideApproval } from './approvals.ts'
import { handleRpc } from './handleRpc.ts'

const fail = (code: number, message: string) => ({ ok: false as const, error: { code, message } })

function isApprovalPage(sender: MessageSender): boolean {
  const chrome = chromeApi()
  const page = new URL(chrome.runtime.getURL('approve.html'))
  if (sender.origin !== page.origin || sender.url === undefined) return false
  const url = new URL(sender.url)
  return url.origin === page.origin && url.pathname === page.pathname
}

export async function routeMessage(
  raw: unknown,
  sender: MessageSender,
): Promise<RpcResponse | ApprovalGetResponse> {
  const parsed = workerRequestSchema.safeParse(raw)
  if (!parsed.success) return fail(ErrorCode.invalidRequest, 'Malformed wallet message.')
  const message = parsed.data

  if (message.type === 'rpc') {
    const origin = sender.origin
    if (sender.tab === undefined || !origin || !/^https?:\/\/[^/]+$/.test(origin)) {
      return { ok: false, error: unauthorized('Requests must come from a web page.').toShape() }
    }
    try {
      const params = message.params ?? []
      const result = await handleRpc({ origin, method: message.method, params })
      return { ok: true, result: result ?? null }
    } catch (error) {
      return { ok: false, error: toErrorShape(error) }
    }
  }

  if (!isApprovalPage(sender)) {
    return {
      ok: false,
      error: unauthorized('Only the approval window may answer approvals.').toShape(),
    }
  }
  if (message.type === 'approval-get') {
    const approval = approvalView(message.approvalId)
    return approval
      ? { ok: true, approval }
      : fail(ErrorCode.invalidParams, 'This request was already answered or has expired.')
  }
  const decided = decideApproval(message.approvalId, message.approved)
  return decided
    ? { ok: true, result: true }
    : fail(ErrorCode.invalidParams, 'This request was already answered or has expired.')
}
