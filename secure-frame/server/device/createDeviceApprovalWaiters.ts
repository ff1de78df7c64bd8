/**
 * Long-poll waiters for device approvals: POST /api/email/device-wait waits here until the
 * approval link for its e-mail and device is opened, the wait times out, the client goes away,
 * or the server closes.
 */
export interface DeviceApprovalWait {
  /** true when approved, false on timeout, abort or close. */
  promise: Promise<boolean>
  cancel(): void
}

export interface DeviceApprovalWaiters {
  wait(email: string, deviceId: string, timeoutMs: number, signal?: AbortSignal): DeviceApprovalWait
  notify(email: string, deviceId: string): void
  /** Ends every wait (server shutdown). */
  closeAll(): void
}

export function createDeviceApprovalWaiters(): DeviceApprovalWaiters {
  const waiting = new Map<string, Set<(approved: boolean) => void>>()
  const keyOf = (email: string, deviceId: string) => `${email}\n${deviceId}`
  return {
    wait(email, deviceId, timeoutMs, signal) {
      const key = keyOf(email, deviceId)
      let settle: (approved: boolean) => void = () => {}
      const promise = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => settle(false), timeoutMs)
        const onAbort = () => settle(false)
        settle = (approved) => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
          const set = waiting.get(key)
          set?.delete(settle)
          if (set?.size === 0) waiting.delete(key)
          resolve(approved)
        }
        signal?.addEventListener('abort', onAbort)
        const set = waiting.get(key) ?? new Set()
        set.add(settle)
        waiting.set(key, set)
        if (signal?.aborted) settle(false)
      })
      return { promise, cancel: () => settle(false) }
    },
    notify(email, deviceId) {
      for (const settle of [...(waiting.get(keyOf(email, deviceId)) ?? [])]) settle(true)
    },
    closeAll() {
      for (const set of [...waiting.values()]) for (const settle of [...set]) settle(false)
    },
  }
}
