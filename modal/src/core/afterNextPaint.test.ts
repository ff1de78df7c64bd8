import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint.ts'

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('waits for the next frame, then for the task after it', async () => {
    vi.useFakeTimers()
    let frame: FrameRequestCallback | undefined
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback
      return 1
    })
    const done = vi.fn()
    void afterNextPaint().then(done)
    await vi.advanceTimersByTimeAsync(10)
    expect(done).not.toHaveBeenCalled()
    frame?.(0)
    expect(done).not.toHaveBeenCalled() // the frame's rendering comes after its callbacks
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('goes anyway when no frame comes (a hidden page)', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', () => 1)
    const done = vi.fn()
    void afterNextPaint(100).then(done)
    await vi.advanceTimersByTimeAsync(99)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalledTimes(1)
  })
})
