/**
 * Runs `task` after the browser's next paint: a frame callback runs just before the paint, and a
 * task queued from it runs after. Where there are no frames (a hidden tab, a test DOM), it runs on
 * the next task.
 */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(task, 0)
    return
  }
  requestAnimationFrame(() => setTimeout(task, 0))
}
