/**
 * The modal's warm-up at idle (option `preload: 'idle'`): once the host page has loaded and the
 * browser is idle, the open path's code is fetched and evaluated, the core is built, Connect's
 * wallet list is fetched and Connect is rendered in the closed dialog, so a click only shows it.
 *
 * Each step runs in a task of its own, after the browser says it is idle again, so none of them
 * is a long task (> 50 ms) that would delay the page's own input; a step that fails ends the
 * warm-up (the click then does the rest, as without it). It lives in the entry chunk, so it is
 * kept small: the steps themselves are the callers' dynamic imports.
 */
import { onIdle } from '@portico/shared'

/** A step of the warm-up: its promise is awaited before the next step is scheduled. */
export type WarmUpStep = () => Promise<unknown> | undefined

export interface WarmUpHandle {
  /** Stops the steps not yet started (an open or destroy took over). */
  cancel(): void
  /** Resolves when every step has run, the warm-up stopped, or a step failed. */
  readonly done: Promise<void>
}

/** How long a step waits for idle time before it runs anyway (ms). */
export const WARM_UP_IDLE_TIMEOUT_MS = 2000

type IdleScheduler = (callback: () => void) => void

const whenIdle: IdleScheduler = (callback) => {
  onIdle(callback, WARM_UP_IDLE_TIMEOUT_MS)
}

/** Resolves after the document's load event (at once when it has fired). */
function afterLoad(win: Window): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }))
}

export function warmUpAtIdle(
  steps: readonly WarmUpStep[],
  { win = window, idle = whenIdle }: { win?: Window; idle?: IdleScheduler } = {},
): WarmUpHandle {
  let cancelled = false
  const nextIdle = () => new Promise<void>((resolve) => idle(resolve))
  const done = (async () => {
    await afterLoad(win)
    for (const step of steps) {
      await nextIdle()
      if (cancelled) return
      await step()
    }
  })().catch(() => {
    // A failed step (a chunk that did not load, the cloud down) is retried by the click itself.
  })
  return {
    cancel() {
      cancelled = true
    },
    done,
  }
}
