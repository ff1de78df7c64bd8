/** A logo stays once it has loaded, and gives way to the monogram when it never does. */
import { IMAGE_PRELOAD_TIMEOUT_MS } from '@portico/shared'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { WalletImage } from './WalletImage.tsx'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

async function render(src?: string) {
  const host = document.body.appendChild(document.createElement('div'))
  await act(async () => createRoot(host).render(<WalletImage name="Portico Devnet" src={src} />))
  return host
}

/** The browser has the image decoded (jsdom loads none): as after a load from the cache. */
function markLoaded(img: HTMLImageElement) {
  Object.defineProperty(img, 'complete', { value: true })
  Object.defineProperty(img, 'naturalWidth', { value: 40 })
}

it('keeps a logo that loaded before the preload timeout, load event seen or not', async () => {
  const host = await render('http://127.0.0.1:4100/logo.png')
  const img = host.querySelector('img')
  if (!img) throw new Error('no img')
  // Loaded with no load event reaching the component (it came before the effect ran).
  markLoaded(img)
  await act(async () => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS + 100))
  expect(host.querySelector('img')).toBe(img)
  expect(host.querySelector('.portico-monogram')).toBeNull()
})

it('shows the monogram when the logo has not loaded by the preload timeout', async () => {
  const host = await render('http://127.0.0.1:4100/slow.png')
  expect(host.querySelector('img')).not.toBeNull()
  await act(async () => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS + 100))
  expect(host.querySelector('img')).toBeNull()
  expect(host.querySelector('.portico-monogram')?.textContent).toBe('P')
})

it('shows the monogram at once for an image that fails, or for none', async () => {
  const host = await render('http://127.0.0.1:4100/missing.png')
  await act(async () => host.querySelector('img')?.dispatchEvent(new Event('error')))
  expect(host.querySelector('.portico-monogram')).not.toBeNull()
  const none = await render(undefined)
  expect(none.querySelector('img')).toBeNull()
  expect(none.querySelector('.portico-monogram')?.textContent).toBe('P')
})
