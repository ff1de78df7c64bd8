/**
 * The frame is inserted only when a host needs it (frame-protocol §3: an e-mail login, a social
 * or Farcaster click, a stored session to restore), and every one of those asks the frame server,
 * each call with a device proof from the frame worker, whose start (its code fetched, compiled
 * and run) takes tens of milliseconds. So the frame starts it before the first proof is asked for:
 * - with a session in the frame's storage, a restore is coming (IS_CONNECTED, then GET_USER):
 *   in the task after READY, so it boots while the host's first requests travel;
 * - else once the host's first message after READY has come, when the frame is next idle (within
 *   100 ms): it boots while the user types, not while the frame answers that message.
 * A request that needs the worker sooner starts it itself. Its signing warm-up still waits for
 * its first request (requestGate.ts).
 */
import { onIdle } from '@portico/shared'
import type { SessionStore } from '../session/sessionStore.ts'

export interface StartWorkerEarlyDeps {
  session: Pick<SessionStore, 'get'>
  startWorker(): Promise<unknown>
  /** Where the host's messages arrive (the frame's window). */
  messages: Pick<EventTarget, 'addEventListener'>
  nextTask?(run: () => void): void
  whenIdle?(run: () => void): void
}

const inNextTask = (run: () => void) => setTimeout(run, 0)
const inIdleTime = (run: () => void) => void onIdle(run, 100)

/** Call once READY has been posted. */
export function startWorkerEarly({
  session,
  startWorker,
  messages,
  nextTask = inNextTask,
  whenIdle = inIdleTime,
}: StartWorkerEarlyDeps): void {
  // A failed start is tried again by the first request that needs the worker.
  const start = () => void startWorker().catch(() => undefined)
  if (session.get()) nextTask(start)
  else messages.addEventListener('message', () => whenIdle(start), { once: true })
}
