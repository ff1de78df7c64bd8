/**
 * Resolves once the browser has painted its next frame: a requestAnimationFrame callback runs
 * just before the frame's rendering, and a task queued from it runs after. Work that draws
 * nothing (the requests an open starts: analytics, the project's config) waits for it, so the
 * click's first frame carries only the modal. A hidden page paints no frame: after `maxWaitMs`
 * the work goes anyway. Without requestAnimationFrame (not a browser), the next task.
 */
export function afterNextPaint(maxWaitMs = 100): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      setTimeout(resolve, 0)
      return
    }
    const fallback = setTimeout(resolve, maxWaitMs)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback)
        resolve()
      }, 0),
    )
  })
}
