/**
 * ConnectButton and NetworkButton, drawn before the modal's code loads, speak the modal's
 * language from the start and follow `setLocale`.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { createPortico, type Portico } from '../createPortico.ts'
import { ConnectButton } from './ConnectButton.tsx'
import { NetworkButton } from './NetworkButton.tsx'
import { PorticoProvider } from './PorticoProvider.tsx'

globalThis.IS_REACT_ACT_ENVIRONMENT = true

let portico: Portico | undefined
let root: Root | undefined
afterEach(async () => {
  await act(async () => root?.unmount())
  portico?.destroy()
  document.body.innerHTML = ''
})

async function render(locale?: string) {
  portico = createPortico({ projectId: 'p', ...(locale && { locale }) })
  const container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  const instance = portico
  await act(async () =>
    root?.render(
      <PorticoProvider portico={instance}>
        <ConnectButton />
        <NetworkButton />
      </PorticoProvider>,
    ),
  )
  return container
}

describe('ConnectButton languages', () => {
  it('says Connect Wallet in English by default (the browser here is en-US)', async () => {
    const view = await render()
    expect(view.querySelector('[data-portico="connect-button"]')?.textContent).toBe(
      'Connect Wallet',
    )
  })

  it('speaks the locale option, and follows setLocale', async () => {
    const view = await render('es-MX')
    const button = () => view.querySelector('[data-portico="connect-button"]')?.textContent
    expect(button()).toBe('Conectar billetera')
    await act(async () => portico?.setLocale('ar'))
    expect(button()).toBe('ربط المحفظة')
  })

  it("keeps the dapp's own label", async () => {
    portico = createPortico({ projectId: 'p', locale: 'ar' })
    const container = document.body.appendChild(document.createElement('div'))
    root = createRoot(container)
    const instance = portico
    await act(async () =>
      root?.render(
        <PorticoProvider portico={instance}>
          <ConnectButton label="Sign in" />
        </PorticoProvider>,
      ),
    )
    expect(container.textContent).toBe('Sign in')
  })
})
