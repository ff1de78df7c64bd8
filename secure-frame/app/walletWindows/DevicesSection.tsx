/**
 * The wallet-security window's devices: every browser holding a key share of the wallet, and a
 * Remove button for each but this one (its share becomes worthless and its sessions end).
 */
import { getErrorText } from '@portico/shared'
import { useEffect, useId, useState } from 'react'
import type { FrameApi } from '../api/frameApi.ts'
import { i18n, t } from '../i18n/frameI18n.ts'
import { type WalletDevice, walletDevicesResponse } from './walletSettingsSchemas.ts'

export interface DevicesSectionProps {
  api: FrameApi
  token(): string
}

const day = (when: string | number) => new Date(when).toLocaleDateString(i18n.locale)

export function DevicesSection({ api, token }: DevicesSectionProps) {
  const headingId = useId()
  const [devices, setDevices] = useState<WalletDevice[]>()
  const [busy, setBusy] = useState<string>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    const controller = new AbortController()
    api
      .get('/api/wallet/devices', {
        token: token(),
        signal: controller.signal,
        schema: walletDevicesResponse,
      })
      .then(
        (answer) => setDevices(answer.devices),
        (failure) => {
          if (!controller.signal.aborted) setError(getErrorText(failure))
        },
      )
    return () => controller.abort()
  }, [api, token])

  const revoke = async (device: WalletDevice) => {
    setBusy(device.enrolmentId)
    setError(undefined)
    try {
      const answer = await api.post(
        '/api/wallet/devices/revoke',
        { enrolmentId: device.enrolmentId },
        { token: token(), schema: walletDevicesResponse },
      )
      setDevices(answer.devices)
    } catch (failure) {
      setError(getErrorText(failure))
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <section aria-labelledby={headingId} aria-busy={devices === undefined && !error}>
      <h2 id={headingId}>{t('devices.heading')}</h2>
      {devices ? (
        <ul>
          {devices.map((device) => (
            <li key={device.enrolmentId}>
              <div>
                <p>
                  {device.browser}{' '}
                  {device.current ? (
                    <span className="badge">{t('devices.thisBrowser')}</span>
                  ) : null}
                </p>
                <p className="muted">
                  {t('devices.added', { date: day(device.createdAt) })}
                  {device.lastUsedAt
                    ? ` · ${t('devices.lastUsed', { date: day(device.lastUsedAt) })}`
                    : ''}
                </p>
              </div>
              {device.current ? null : (
                <button
                  type="button"
                  className="secondary"
                  aria-label={t('devices.removeLabel', {
                    browser: device.browser,
                    date: day(device.createdAt),
                  })}
                  disabled={busy !== undefined}
                  onClick={() => void revoke(device)}
                >
                  {t('devices.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : error ? null : (
        <p role="status">{t('devices.loading')}</p>
      )}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  )
}
