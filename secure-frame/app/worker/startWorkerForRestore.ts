/**
 * A session kept in the frame's storage means the host is about to restore it (IS_CONNECTED, then
 * GET_USER), and every server call of that needs a device proof from the frame worker, whose start
 * (its code fetched, compiled and run) takes tens of milliseconds. Started in the task after READY,
 * it boots while the host's first requests travel. Without a session the worker still starts on
 * first use (workerWallet.ts).
 */
import type { SessionStore } from '../session/sessionStore.ts'

export function startWorkerForRestore(
  session: Pick<SessionStore, 'get'>,
  startWorker: () => Promise<unknown>,
  later: (run: () => void) => void = (run) => setTimeout(run, 0),
): void {
  if (!session.get()) return
  // A failed start is retried by the first request that needs the worker.
  later(() => void startWorker().catch(() => undefined))
}
