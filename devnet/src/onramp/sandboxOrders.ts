/**
 * The sandbox's orders, in memory. Each moves pending → processing (paid, payout sent) →
 * completed, or to failed (card declined, payout failed). Every change is a synchronous
 * check-and-set, so two payments of one order arriving together start one payout only.
 */
import { randomBytes } from 'node:crypto'
import type { OnrampMoney, OnrampOrder } from '@portico/shared'

export interface SandboxOrder extends OnrampOrder {
  destinationAddress: `0x${string}`
  partnerUserId: string
  paymentMethod: string
  createdAt: number
}

export interface NewOrder {
  purchaseCurrency: string
  network: string
  destinationAddress: `0x${string}`
  purchaseAmount: OnrampMoney
  paymentTotal: OnrampMoney
  partnerUserId: string
  paymentMethod: string
}

/** At most this many orders are kept; the oldest go first. */
const MAX_ORDERS = 10_000

export interface SandboxOrders {
  create(order: NewOrder): SandboxOrder
  get(id: string): SandboxOrder | undefined
  /** pending → processing; false when the order is not pending (already paid or failed). */
  startPayment(id: string): boolean
  /** Records the payout's transaction once sent. */
  setTxHash(id: string, hash: `0x${string}`): void
  complete(id: string): void
  fail(id: string, reason: string): void
}

export function createSandboxOrders(now: () => number = Date.now): SandboxOrders {
  const orders = new Map<string, SandboxOrder>()
  const update = (id: string, change: Partial<SandboxOrder>) => {
    const order = orders.get(id)
    if (order) orders.set(id, { ...order, ...change })
  }
  return {
    create(order) {
      const id = `sbx_${randomBytes(12).toString('hex')}`
      const stored: SandboxOrder = {
        ...order,
        id,
        status: 'pending',
        txHash: null,
        failureReason: null,
        createdAt: now(),
      }
      orders.set(id, stored)
      if (orders.size > MAX_ORDERS) {
        const oldest = orders.keys().next().value
        if (oldest !== undefined) orders.delete(oldest)
      }
      return stored
    },
    get: (id) => orders.get(id),
    startPayment(id) {
      if (orders.get(id)?.status !== 'pending') return false
      update(id, { status: 'processing' })
      return true
    },
    setTxHash: (id, hash) => update(id, { txHash: hash }),
    complete: (id) => update(id, { status: 'completed' }),
    fail: (id, reason) => update(id, { status: 'failed', failureReason: reason.slice(0, 300) }),
  }
}

/** The public view of an order (what the cloud reads). */
export function publicOrder(order: SandboxOrder): OnrampOrder {
  const { partnerUserId: _p, paymentMethod: _m, createdAt: _c, ...rest } = order
  return rest
}
