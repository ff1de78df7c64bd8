/**
 * "Wallet security", the frame's own window (origin B): recovery methods, devices, export of
 * the private key. A browser that holds no key share goes through the recovery step first.
 */
import { getErrorText } from '@portico/shared'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { t } from '../i18n/frameI18n.ts'
import type { WalletView } from '../wallet/walletWorkerApi.ts'
import { DevicesSection } from './DevicesSection.tsx'
import { ExportSection } from './ExportSection.tsx'
import type { PasskeyClient } from './passkeyClient.ts'
import { RecoverySection } from './RecoverySection.tsx'
import { RecoveryStep } from './RecoveryStep.tsx'
import { useFocusOnOpen } from './useFocusOnOpen.ts'
import type { WalletWindowDeps } from './walletWindowDeps.ts'

export interface WalletSettingsViewProps {
  deps: WalletWindowDeps
  passkeys: PasskeyClient
  onClose(): void
  /** navigator.clipboard by default. */
  clipboard?: Pick<Clipboard, 'writeText'>
}

export function WalletSettingsView({
  deps,
  passkeys,
  onClose,
  clipboard,
}: WalletSettingsViewProps) {
  const titleId = useId()
  const titleRef = useRef<HTMLHeadingElement>(null)
  const [view, setView] = useState<WalletView>()
  const [error, setError] = useState<string>()
  useFocusOnOpen(titleRef, view?.enrolled)

  useEffect(() => {
    let live = true
    void (async () => {
      try {
        const current = await deps.wallet.ensureWallet(deps.token())
        if (live) setView(current)
      } catch (failure) {
        if (live) setError(getErrorText(failure))
      }
    })()
    return () => {
      live = false
    }
  }, [deps])

  if (view && !view.enrolled)
    return (
      <RecoveryStep
        view={view}
        deps={deps}
        passkeys={passkeys}
        onRecovered={setView}
        onClose={onClose}
      />
    )

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }
  return (
    <main className="approval wallet-window" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <header>
        <div>
          <h1 id={titleId} ref={titleRef} tabIndex={-1}>
            {t('wallet.title')}
          </h1>
          {view ? <p className="muted">{view.evmAddress}</p> : null}
        </div>
      </header>
      {view ? (
        <>
          <RecoverySection view={view} deps={deps} passkeys={passkeys} onChange={setView} />
          <DevicesSection api={deps.api} token={deps.token} />
          <ExportSection
            api={deps.api}
            wallet={deps.wallet}
            token={deps.token}
            clipboard={clipboard}
          />
        </>
      ) : error ? (
        <p role="alert">{error}</p>
      ) : (
        <p role="status">{t('wallet.loading')}</p>
      )}
      <div className="actions">
        <button type="button" className="secondary" onClick={onClose}>
          {t('wallet.close')}
        </button>
      </div>
    </main>
  )
}
