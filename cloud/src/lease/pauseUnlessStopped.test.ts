import { describe, expect, it, vi } from 'vitest'
import { pauseUnlessStopped } from './pauseUnlessStopped.ts'

describe('pauseUnlessStopped', () => {
  it('waits the time, or ends at once when stopped', async () => {
    vi.useFakeTimers()
    try {
      const stopping = new AbortController()
      let done = false
      const waiting = pauseUnlessStopped(1000, stopping.signal).then(() => {
        done = true
      })
      await vi.advanceTimersByTimeAsync(999)
      expect(done).toBe(false)
      stopping.abort()
      await waiting
      expect(done).toBe(true)
      await expect(pauseUnlessStopped(1000, stopping.signal)).resolves.toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })
})
