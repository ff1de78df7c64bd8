/** Starts the frame worker (on first use) and returns its comlink proxy. */
import { type Remote, wrap } from 'comlink'
import type { FrameWorkerApi } from './frameWorker.ts'
import { installErrorTransfer } from './workerErrors.ts'

let remote: Remote<FrameWorkerApi> | undefined

export function connectFrameWorker(): Remote<FrameWorkerApi> {
  if (!remote) {
    installErrorTransfer()
    remote = wrap<FrameWorkerApi>(
      new Worker(new URL('./frameWorker.ts', import.meta.url), { type: 'module' }),
    )
  }
  return remote
}
