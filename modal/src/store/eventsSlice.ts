/** The events the modal tracked, for useModalEvents: the last one and a ring of recent ones. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** How many recent events are kept. */
export const EVENTS_BUFFER_SIZE = 50

export interface TrackedEvent {
  timestamp: number
  data: { type: 'track'; event: string; properties?: Record<string, unknown> }
}

export interface EventsState {
  last?: TrackedEvent
  /** Oldest first, at most EVENTS_BUFFER_SIZE. */
  recent: TrackedEvent[]
}

const initialState: EventsState = { recent: [] }

export const eventsSlice = createSlice({
  name: 'events',
  initialState,
  reducers: {
    /** The timestamp defaults to now, taken here because reducers must not read the clock. */
    trackEvent: {
      prepare: (
        data: { event: string; properties?: Record<string, unknown> },
        timestamp: number = Date.now(),
      ) => ({ payload: { timestamp, data: { type: 'track' as const, ...data } } }),
      reducer(state, { payload }: PayloadAction<TrackedEvent>) {
        state.last = payload
        state.recent.push(payload)
        if (state.recent.length > EVENTS_BUFFER_SIZE) {
          state.recent.splice(0, state.recent.length - EVENTS_BUFFER_SIZE)
        }
      },
    },
  },
})

export const { trackEvent } = eventsSlice.actions

type WithEvents = { events: EventsState }

export const selectLastEvent = (state: WithEvents): TrackedEvent | undefined => state.events.last
export const selectRecentEvents = (state: WithEvents): TrackedEvent[] => state.events.recent
