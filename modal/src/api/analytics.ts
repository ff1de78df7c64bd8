/**
 * Analytics (SPEC §7 "Analytics", §8): events go to POST /e when the dapp has not turned
 * analytics off and the cloud's /getAnalyticsConfig says it is enabled; never MODAL_CREATED,
 * only in a browser. Nothing is requested before the modal first opens: events tracked earlier
 * wait (a few) and the config is fetched on first use; each send starts after the next paint.
 *
 * A 403 (origin off the project's allowlist) shows the 'Invalid App Configuration' alert once,
 * until a later event is sent; other analytics errors are ignored.
 */
import {
  type AlertErrorCode,
  type AnalyticsEvent,
  analyticsConfigSchema,
  errorCatalogue,
  getAnalyticsAlertCode,
} from '@portico/shared'
import { afterNextPaint } from '../core/afterNextPaint.ts'
import type { PorticoStore } from '../store/createPorticoStore.ts'
import { showSnackbar } from '../store/snackbarThunks.ts'
import { type CloudClient, type CloudError, requestCloud } from './cloudClient.ts'

/** Events tracked before the first open that are kept for it (the rest are dropped). */
export const ANALYTICS_PENDING_MAX = 20

export interface Analytics {
  track(event: string, properties?: Record<string, unknown>): void
  /** The modal opened: requests may start (idempotent). */
  opened(): void
  /** Resolves when every send started so far has settled (tests). */
  settled(): Promise<void>
}

export interface CreateAnalyticsOptions {
  store: PorticoStore
  /** Where events go (without it, nowhere). */
  cloud: CloudClient | undefined
  /** `options.features.analytics !== false`. */
  enabled: boolean
  now?: () => number
}

/** The alert a failed analytics call opens (SPEC §8: only a 403 opens one), by shared's rule. */
const alertOf = (error: unknown) => {
  const status = (error as CloudError | undefined)?.status
  return getAnalyticsAlertCode(typeof status === 'number' ? status : undefined)
}

/** An analytics event for `props`, stamped now at the page's address. */
export function makeAnalyticsEvent(props: Record<string, unknown>, now = Date.now()) {
  return {
    eventId: crypto.randomUUID(),
    url: window.location.href,
    domain: window.location.hostname,
    timestamp: now,
    props,
  } satisfies AnalyticsEvent
}

export function createAnalytics({
  store,
  cloud,
  enabled,
  now = () => Date.now(),
}: CreateAnalyticsOptions): Analytics {
  const { dispatch } = store
  let open = false
  let alertShown = false
  let config: Promise<boolean> | undefined
  const pending: AnalyticsEvent[] = []
  const inFlight = new Set<Promise<void>>()

  /** The cloud's switch, read once per session; a failed read is tried again next event. */
  const cloudEnabled = () => {
    if (!config) {
      config = requestCloud(
        cloud,
        { url: '/getAnalyticsConfig' },
        { schema: analyticsConfigSchema },
      ).then(
        (result) => result.isAnalyticsEnabled === true,
        (error: unknown) => {
          config = undefined
          throw error
        },
      )
    }
    return config
  }

  const showAlert = (alert: AlertErrorCode) => {
    if (alertShown) return
    alertShown = true
    dispatch(showSnackbar({ message: errorCatalogue[alert].message, variant: 'error' }))
  }

  const send = async (event: AnalyticsEvent) => {
    try {
      if (!(await cloudEnabled())) return
      await requestCloud(cloud, { url: '/e', method: 'POST', body: event })
      alertShown = false
    } catch (error) {
      const alert = alertOf(error)
      if (alert) showAlert(alert)
    }
  }

  // Sent after the next paint: an event is often tracked in the click that opens the modal, whose
  // first frame should carry the modal only.
  const start = (event: AnalyticsEvent) => {
    const sending = afterNextPaint()
      .then(() => send(event))
      .finally(() => inFlight.delete(sending))
    inFlight.add(sending)
  }

  return {
    track(event, properties) {
      if (!enabled || event === 'MODAL_CREATED' || typeof window === 'undefined') return
      const analyticsEvent = makeAnalyticsEvent(
        { type: 'track', event, ...(properties ? { properties } : {}) },
        now(),
      )
      if (open) return start(analyticsEvent)
      if (pending.length < ANALYTICS_PENDING_MAX) pending.push(analyticsEvent)
    },
    opened() {
      if (open) return
      open = true
      for (const event of pending.splice(0)) start(event)
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
    },
  }
}
