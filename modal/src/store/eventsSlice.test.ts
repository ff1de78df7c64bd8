// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  EVENTS_BUFFER_SIZE,
  eventsSlice,
  selectLastEvent,
  selectRecentEvents,
  trackEvent,
} from './eventsSlice.ts'

const reduce = eventsSlice.reducer

afterEach(() => vi.useRealTimers())

describe('eventsSlice', () => {
  it('keeps the last event as a track event', () => {
    const events = reduce(
      undefined,
      trackEvent({ event: 'MODAL_OPEN', properties: { connected: false } }, 42),
    )
    expect(selectLastEvent({ events })).toEqual({
      timestamp: 42,
      data: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    })
  })

  it('stamps the event with the current time by default', () => {
    vi.useFakeTimers({ now: 1_000 })
    expect(trackEvent({ event: 'MODAL_CLOSE' }).payload.timestamp).toBe(1_000)
  })

  it('keeps the last 50 events, oldest first', () => {
    let events = reduce(undefined, { type: 'init' })
    for (let i = 0; i < EVENTS_BUFFER_SIZE + 5; i++)
      events = reduce(events, trackEvent({ event: `E${i}` }, i))
    const recent = selectRecentEvents({ events })
    expect(EVENTS_BUFFER_SIZE).toBe(50)
    expect(recent).toHaveLength(50)
    expect(recent[0]?.data.event).toBe('E5')
    expect(recent.at(-1)).toBe(selectLastEvent({ events }))
  })
})
