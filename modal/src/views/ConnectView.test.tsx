import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { setOptions } from '../store/optionsSlice.ts'
import { createTestStore } from '../store/testStore.test-helpers.ts'
import { renderWithStore, unmountAll } from '../ui/renderWithStore.test-helpers.tsx'
import { ConnectView } from './ConnectView.tsx'

afterEach(unmountAll)

const TERMS = 'https://dapp.example/terms'
const PRIVACY = 'https://dapp.example/privacy'

async function renderConnect(legal: boolean) {
  const { store } = createTestStore()
  store.dispatch(
    setOptions({
      features: { legalCheckbox: legal, socials: ['google', 'x'] },
      termsConditionsUrl: TERMS,
      privacyPolicyUrl: PRIVACY,
    }),
  )
  const view = await renderWithStore(<ConnectView />, store)
  return { store, view }
}

const connectButtons = (view: HTMLElement) =>
  [...view.querySelectorAll('button')].filter((b) => b.type !== 'submit')

describe('ConnectView legal checkbox', () => {
  it('is not shown by default and nothing is disabled', async () => {
    const { view } = await renderConnect(false)
    expect(view.querySelector('input[type="checkbox"]')).toBeNull()
    expect(connectButtons(view).length).toBeGreaterThan(3)
    expect(connectButtons(view).every((b) => !b.disabled)).toBe(true)
  })

  it('with the option, shows the text and links in a new tab', async () => {
    const { view } = await renderConnect(true)
    const box = view.querySelector<HTMLInputElement>('input[type="checkbox"]')
    expect(box?.checked).toBe(false)
    expect(box?.labels?.[0]?.textContent).toBe('I agree to the Terms of Service and Privacy Policy')
    const links = [...view.querySelectorAll('.portico-legal a')]
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Terms of Service', TERMS],
      ['Privacy Policy', PRIVACY],
    ])
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank')
      expect(a.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })

  it('disables every wallet, social and e-mail button until ticked; the tick stays', async () => {
    const { view, store } = await renderConnect(true)
    const email = view.querySelector<HTMLInputElement>('input[type="email"]')
    await act(async () => {
      if (!email) return
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        email,
        'a@b.co',
      )
      email.dispatchEvent(new Event('input', { bubbles: true }))
    })
    const all = () => [...view.querySelectorAll('button')]
    const names = all().map(
      (b) =>
        b.getAttribute('aria-label') ??
        (b.querySelector('.portico-list-item-name') ?? b).textContent,
    )
    expect(names).toEqual(
      expect.arrayContaining(['Continue', 'Continue with Google', 'All Wallets']),
    )
    expect(all().every((b) => b.disabled)).toBe(true)
    await act(async () => view.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click())
    expect(all().every((b) => !b.disabled)).toBe(true)
    expect(store.getState().legalConsent.accepted).toBe(true)
  })
})
