/**
 * Arms the Approve button only once it has been visible and unobscured for a while, so a host
 * page cannot get a signature out of a blind click (the frame set to `opacity: 0.001`, or
 * covered by its own element, while the user clicks where the button is).
 *
 * IntersectionObserver v2 (`trackVisibility`, Chromium) reports `isVisible` false whenever the
 * target, here or in any ancestor frame, is covered, transparent, filtered or transformed beyond a
 * 2D move; that is what we read where it exists. Elsewhere plain intersection (fully on screen,
 * page shown) is all a cross-origin frame can know, plus `clickLandsOn` at click time. Any loss
 * of visibility disarms at once and restarts the wait.
 */

/** How long the button must have been visible before it arms. */
export const ARM_AFTER_MS = 500

/** The constructor we need; injected by tests (jsdom has no IntersectionObserver). */
export type IntersectionObserverClass = new (
  callback: IntersectionObserverCallback,
  options?: IntersectionObserverInit,
) => Pick<IntersectionObserver, 'observe' | 'disconnect'>

export interface VisibilityArmingOptions {
  armAfterMs?: number
  /** Defaults to the window's; without one the button never arms. */
  IntersectionObserver?: IntersectionObserverClass
}

/** v2 fields, not yet in lib.dom. */
type TrackedEntry = IntersectionObserverEntry & { isVisible?: boolean }

const seenAsVisible = (entry: TrackedEntry) =>
  typeof entry.isVisible === 'boolean'
    ? entry.isVisible && entry.isIntersecting
    : entry.isIntersecting && entry.intersectionRatio >= 0.99

/**
 * Watches `target` and calls `onChange(true)` once it has been visible for `armAfterMs`, and
 * `onChange(false)` as soon as it is not. Returns the function that stops watching.
 */
export function watchVisibilityArming(
  target: Element,
  onChange: (armed: boolean) => void,
  options: VisibilityArmingOptions = {},
): () => void {
  const armAfterMs = options.armAfterMs ?? ARM_AFTER_MS
  const Observer = options.IntersectionObserver ?? globalThis.IntersectionObserver
  const doc = target.ownerDocument
  let visible = false
  let armed = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const update = () => {
    if (visible && doc.visibilityState === 'visible') {
      if (armed || timer !== undefined) return
      timer = setTimeout(() => {
        timer = undefined
        armed = true
        onChange(true)
      }, armAfterMs)
      return
    }
    clearTimeout(timer)
    timer = undefined
    if (armed) {
      armed = false
      onChange(false)
    }
  }

  const observer = Observer
    ? new Observer(
        (entries) => {
          const last = entries.at(-1)
          if (!last) return
          visible = seenAsVisible(last)
          update()
        },
        // delay ≥ 100 is what the browser requires for trackVisibility.
        { threshold: [0, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
      )
    : undefined
  observer?.observe(target)
  doc.addEventListener('visibilitychange', update)
  return () => {
    observer?.disconnect()
    doc.removeEventListener('visibilitychange', update)
    clearTimeout(timer)
  }
}

/**
 * Whether a click may count: made by the user (not a script's synthetic event) and, for a
 * pointer click, landing on `target` itself rather than on something laid over it in this
 * document. Keyboard activation (detail 0, no coordinates) needs only to be trusted.
 */
export function clickLandsOn(event: MouseEvent, target: Element): boolean {
  if (!event.isTrusted) return false
  if (event.detail === 0) return true
  const hit = target.ownerDocument.elementFromPoint(event.clientX, event.clientY)
  return hit !== null && target.contains(hit)
}
