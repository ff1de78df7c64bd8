import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint.ts'

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('runs the task in a task queued from the next frame, not before the frame', () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    const task = vi.fn()
    afterNextPaint(task)
    vi.runAllTimers()
    expect(task).not.toHaveBeenCalled()
    frames[0]?.(0)
    expect(task).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs on the next task where no frames come (a hidden tab)', () => {
    vi.useFakeTimers()
    const raf = vi.fn()
    vi.stubGlobal('requestAnimationFrame', raf)
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const task = vi.fn()
    afterNextPaint(task)
    vi.runAllTimers()
    expect(task).toHaveBeenCalledOnce()
    expect(raf).not.toHaveBeenCalled()
  })
})
