/**
 * Analytics (SPEC §7, §8) against a real HTTP server on 127.0.0.1: when events are sent, the
 * cloud's and the dapp's switches, and the alert a 403 opens.
 */
import { errorCatalogue } from '@portico/shared'
import { describe, expect, it, vi } from 'vitest'
import { createAnalytics } from './analytics.ts'
import { cloudServerPerTest, createCloudStore, json } from './cloudServer.test-helpers.ts'

const server = cloudServerPerTest()

const makeStore = () => createCloudStore()

describe('analytics', () => {
  const snackbars = (store: ReturnType<typeof makeStore>) => store.getState().snackbar

  it('sends nothing before the first open, then the config once and the events', async () => {
    server().answer((s, res) =>
      s.path === '/getAnalyticsConfig'
        ? json(res, 200, { isAnalyticsEnabled: true })
        : json(res, 200, { success: true, stored: true }),
    )
    const store = makeStore()
    const analytics = createAnalytics({
      store,
      cloud: server().client(),
      enabled: true,
      now: () => 1_767_225_600_000,
    })
    analytics.track('MODAL_CREATED')
    analytics.track('SWITCH_NETWORK', { network: 'eip155:31337' })
    await analytics.settled()
    expect(server().seen).toHaveLength(0)
    analytics.opened()
    analytics.track('MODAL_OPEN', { connected: false })
    await analytics.settled()
    expect(server().seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /getAnalyticsConfig',
      'POST /e',
      'POST /e',
    ])
    const events = server()
      .seen.filter((s) => s.path === '/e')
      .map((s) => JSON.parse(s.body))
    expect(events.map((e) => e.props.event).sort()).toEqual(['MODAL_OPEN', 'SWITCH_NETWORK'])
    const open = events.find((e) => e.props.event === 'MODAL_OPEN')
    expect(open).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: window.location.href,
      domain: window.location.hostname,
      timestamp: 1_767_225_600_000,
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    })
    expect(server().seen[1]?.query.get('st')).toBe('portico')
  })

  it('sends no event when the cloud or the dapp turns analytics off', async () => {
    server().answer((_s, res) => json(res, 200, { isAnalyticsEnabled: false }))
    const store = makeStore()
    const analytics = createAnalytics({ store, cloud: server().client(), enabled: true })
    analytics.opened()
    analytics.track('MODAL_OPEN')
    analytics.track('MODAL_CLOSE')
    await analytics.settled()
    expect(server().seen.map((s) => s.path)).toEqual(['/getAnalyticsConfig'])

    const off = createAnalytics({ store: makeStore(), cloud: server().client(), enabled: false })
    off.opened()
    off.track('MODAL_OPEN')
    await off.settled()
    expect(server().seen).toHaveLength(1)
  })

  it("shows 'Invalid App Configuration' once on 403 until an event succeeds", async () => {
    let forbid = true
    server().answer((s, res) => {
      if (s.path === '/getAnalyticsConfig') return json(res, 200, { isAnalyticsEnabled: true })
      if (forbid) return json(res, 403, { code: 'INVALID_APP_CONFIGURATION' })
      json(res, 200, { success: true })
    })
    const store = makeStore()
    // Every showing of a message has its own id.
    const showings = new Map<string, string>()
    store.subscribe(() => {
      const { open, id, message, variant } = snackbars(store)
      if (open && id) showings.set(id, `${variant}:${message}`)
    })
    const analytics = createAnalytics({ store, cloud: server().client(), enabled: true })
    analytics.opened()
    analytics.track('MODAL_OPEN')
    await analytics.settled()
    const alert = `error:${errorCatalogue.INVALID_APP_CONFIGURATION.message}`
    expect(errorCatalogue.INVALID_APP_CONFIGURATION.message).toBe('Invalid App Configuration')
    const alerts = () => [...showings.values()].filter((text) => text === alert).length
    expect(alerts()).toBe(1)

    analytics.track('MODAL_CLOSE')
    await analytics.settled()
    expect(alerts()).toBe(1)

    forbid = false
    analytics.track('MODAL_OPEN')
    await analytics.settled()
    expect(alerts()).toBe(1)

    forbid = true
    analytics.track('MODAL_CLOSE')
    await analytics.settled()
    // Shown again (after the snackbar's re-open delay, as the first may still be up).
    await vi.waitFor(() => expect(alerts()).toBe(2))
  })

  it('ignores other analytics errors', async () => {
    server().answer((s, res) =>
      s.path === '/getAnalyticsConfig'
        ? json(res, 200, { isAnalyticsEnabled: true })
        : json(res, 400, { code: 'SCHEMA_INVALID_INPUT' }),
    )
    const store = makeStore()
    const analytics = createAnalytics({ store, cloud: server().client(), enabled: true })
    analytics.opened()
    analytics.track('MODAL_OPEN')
    await analytics.settled()
    expect(server().seen.map((s) => s.path)).toEqual(['/getAnalyticsConfig', '/e'])
    expect(snackbars(store).open).toBe(false)
  })
})
