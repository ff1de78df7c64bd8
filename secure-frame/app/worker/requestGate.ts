/**
 * Keeps the frame worker's background work (the signing warm-up) out of the way of requests.
 *
 * The worker starts because a request needs it (a device proof for a login or a session restore),
 * so that request is already queued when the worker's module has run. Work scheduled then would
 * run first: the warm-up's first step (deriving a throwaway wallet's addresses builds the curves'
 * tables) holds the thread for tens of milliseconds, and a restore's first proof waited behind it.
 * With the gate, background work starts after the first request has been answered, and each of
 * its steps waits until the worker has had no request for `quietMs`: a restore's requests come
 * a server round trip apart (proof, then the wallet's status, then GET_USER's proof), and none of
 * them needs what the warm-up prepares, so it waits until they are all done.
 */

/** How long the worker must have been without a request before a background step. */
export const QUIET_MS = 100

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export interface RequestGate {
  /** `api` with each method counted while its call runs (until its promise settles); comlink's
   * callers see every answer as a promise anyway. */
  track<T extends object>(api: T): T
  /** Resolves in a task after the first tracked call has settled. */
  afterFirstCall(): Promise<void>
  /** Resolves in a later task at which no call is in flight and none has been for `quietMs`. */
  idle(): Promise<void>
}

export function createRequestGate(
  quietMs = QUIET_MS,
  now: () => number = () => performance.now(),
): RequestGate {
  let inFlight = 0
  let lastSettled = Number.NEGATIVE_INFINITY
  let answered = false
  let settleFirst: () => void = () => {}
  const firstCall = new Promise<void>((resolve) => {
    settleFirst = resolve
  })
  let waiting: (() => void)[] = []
  const settled = () => {
    inFlight--
    lastSettled = now()
    if (!answered) {
      answered = true
      // In a later task: the answer has been posted back by then.
      setTimeout(settleFirst, 0)
    }
    if (inFlight > 0) return
    const resume = waiting
    waiting = []
    for (const go of resume) go()
  }
  return {
    track<T extends object>(api: T): T {
      const tracked: Record<string, unknown> = {}
      for (const [name, value] of Object.entries(api)) {
        tracked[name] =
          typeof value === 'function'
            ? async (...args: unknown[]) => {
                inFlight++
                try {
                  return await value(...args)
                } finally {
                  settled()
                }
              }
            : value
      }
      return tracked as T
    },
    afterFirstCall: () => firstCall,
    async idle() {
      // A task boundary first: a request that arrived meanwhile is dispatched before this resumes.
      await wait(0)
      for (;;) {
        if (inFlight > 0) await new Promise<void>((resolve) => waiting.push(resolve))
        const quietFor = now() - lastSettled
        if (inFlight === 0 && quietFor >= quietMs) return
        await wait(Math.max(0, quietMs - quietFor))
      }
    },
  }
}
