/**
 * The cluster's PubSub websocket: signatureSubscribe (one notification when the transaction
 * lands, at once if it already has), accountSubscribe (a notification whenever a transaction
 * writes the account), logsSubscribe ('all' or one mentioned address), slotSubscribe, and
 * their unsubscribes, framed as the RPC's
 * `<kind>Notification` messages that web3.js's Connection listens for.
 */

import type { WebSocket, WebSocketServer } from 'ws'
import { z } from 'zod'
import type { SolanaCluster } from './createSolanaCluster.ts'
import { encodeAccount } from './encodeAccount.ts'
import { handleJsonRpc, methodNotFound } from './handleJsonRpc.ts'
import { readAccount } from './readAccount.ts'
import { SOLANA_CORE_VERSION } from './rpcMethods.ts'
import { accountConfig, commitment, parseParams, pubkey, signature } from './rpcParams.ts'
import { invalidParams } from './solanaRpcError.ts'

type Subscription =
  | { kind: 'signature'; socket: WebSocket; signature: string }
  | {
      kind: 'account'
      socket: WebSocket
      address: string
      encoding: 'base64' | 'base58' | 'jsonParsed'
    }
  | { kind: 'slot'; socket: WebSocket }
  /** `mentions` undefined: every transaction ('all'). */
  | { kind: 'logs'; socket: WebSocket; mentions?: string }

const SYSTEM_PROGRAM = '11111111111111111111111111111111'

export function attachPubSub(servers: WebSocketServer[], cluster: SolanaCluster): () => void {
  const subscriptions = new Map<number, Subscription>()
  let nextId = 0

  const notify = (id: number, method: string, result: unknown) => {
    const sub = subscriptions.get(id)
    if (!sub || sub.socket.readyState !== sub.socket.OPEN) return
    sub.socket.send(
      JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription: id } }),
    )
  }
  const context = () => ({ apiVersion: SOLANA_CORE_VERSION, slot: cluster.clock.slot })
  const accountValue = (address: string, encoding: 'base64' | 'base58' | 'jsonParsed') => {
    const account = readAccount(cluster.svm, address) ?? {
      lamports: 0n,
      owner: SYSTEM_PROGRAM,
      data: new Uint8Array(),
      executable: false,
    }
    return encodeAccount(cluster.svm, account, encoding)
  }

  const stopTransactions = cluster.onTransaction((record) => {
    const written = new Set(
      record.accountKeys.filter((_, i) => record.transaction.message.isAccountWritable(i)),
    )
    for (const [id, sub] of subscriptions) {
      if (sub.kind === 'signature' && sub.signature === record.signature) {
        notify(id, 'signatureNotification', { context: context(), value: { err: record.meta.err } })
        subscriptions.delete(id)
      } else if (sub.kind === 'account' && written.has(sub.address)) {
        notify(id, 'accountNotification', {
          context: context(),
          value: accountValue(sub.address, sub.encoding),
        })
      } else if (
        sub.kind === 'logs' &&
        (!sub.mentions || record.accountKeys.includes(sub.mentions))
      ) {
        const { err, logMessages: logs } = record.meta
        notify(id, 'logsNotification', {
          context: context(),
          value: { signature: record.signature, err, logs },
        })
      }
    }
  })
  const stopSlots = cluster.clock.onSlot((slot, parent) => {
    for (const [id, sub] of subscriptions)
      if (sub.kind === 'slot') notify(id, 'slotNotification', { parent, root: parent, slot })
  })

  const unsubscribe = (socket: WebSocket, kind: Subscription['kind'], params: unknown) => {
    const [id] = parseParams(z.tuple([z.number().int()]), params)
    const sub = subscriptions.get(id)
    if (!sub || sub.socket !== socket || sub.kind !== kind)
      throw invalidParams('Invalid subscription id.')
    subscriptions.delete(id)
    return true
  }

  const call = (socket: WebSocket, method: string, params: unknown): unknown => {
    switch (method) {
      case 'signatureSubscribe': {
        const config = z
          .looseObject({ commitment, enableReceivedNotification: z.boolean().optional() })
          .optional()
        const [sig] = parseParams(z.tuple([signature, config]), params)
        const id = nextId++
        subscriptions.set(id, { kind: 'signature', socket, signature: sig })
        const landed = cluster.history.get(sig)
        // Already landed: tell the client right after it has the subscription id.
        if (landed)
          setImmediate(() => {
            notify(id, 'signatureNotification', {
              context: context(),
              value: { err: landed.meta.err },
            })
            subscriptions.delete(id)
          })
        return id
      }
      case 'accountSubscribe': {
        const [address, config] = parseParams(z.tuple([pubkey, accountConfig]), params)
        const id = nextId++
        subscriptions.set(id, { kind: 'account', socket, address, encoding: config.encoding })
        return id
      }
      case 'slotSubscribe': {
        parseParams(z.tuple([]), params)
        const id = nextId++
        subscriptions.set(id, { kind: 'slot', socket })
        return id
      }
      case 'signatureUnsubscribe':
        return unsubscribe(socket, 'signature', params)
      case 'accountUnsubscribe':
        return unsubscribe(socket, 'account', params)
      case 'logsSubscribe': {
        const filter = z.union([
          z.enum(['all', 'allWithVotes']),
          z.object({ mentions: z.tuple([pubkey]) }),
        ])
        const config = z.looseObject({ commitment }).optional()
        const [which] = parseParams(z.tuple([filter, config]), params)
        const id = nextId++
        const mentions = typeof which === 'string' ? undefined : which.mentions[0]
        subscriptions.set(id, { kind: 'logs', socket, mentions })
        return id
      }
      case 'logsUnsubscribe':
        return unsubscribe(socket, 'logs', params)
      case 'slotUnsubscribe':
        return unsubscribe(socket, 'slot', params)
      default:
        throw methodNotFound()
    }
  }

  for (const server of servers)
    server.on('connection', (socket) => {
      socket.on('message', (data) => {
        const answer = handleJsonRpc(String(data), (method, params) => call(socket, method, params))
        socket.send(JSON.stringify(answer))
      })
      socket.on('close', () => {
        for (const [id, sub] of subscriptions) if (sub.socket === socket) subscriptions.delete(id)
      })
    })

  return () => {
    stopTransactions()
    stopSlots()
    subscriptions.clear()
  }
}
