/**
 * The social row of Connect as the project's config turns it on (features.socials, which the
 * project-config loader merges into the options): an icon grid that never clips, three icons and
 * "more" when there are more than four, icons from the cloud's getSocialImage route.
 */

import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SDK_VERSION } from '../../api/cloudClient.ts'
import { type SocialOption, setOptions } from '../../store/optionsSlice.ts'
import { createTestStore } from '../../store/testStore.test-helpers.ts'
import { renderWithStore, unmountAll } from '../../ui/renderWithStore.test-helpers.tsx'
import { ConnectView } from '../ConnectView.tsx'

afterEach(unmountAll)

const ALL: SocialOption[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']

async function renderConnect(socials: SocialOption[], apiUrl?: string) {
  const { store } = createTestStore()
  store.dispatch(setOptions({ projectId: 'p1', ...(apiUrl ? { apiUrl } : {}) }))
  store.dispatch(setOptions({ features: { socials } }))
  const view = await renderWithStore(<ConnectView />, store)
  const row = () => view.querySelector('ul[aria-label="Social login"]') as HTMLElement
  const names = () => [...row().querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))
  return { view, row, names }
}

describe('SocialSection', () => {
  it('with seven providers shows three icons and "More options", which reveals the rest', async () => {
    const { view, names, row } = await renderConnect(ALL, 'http://127.0.0.1:4100')
    expect(names()).toEqual([
      'Continue with Google',
      'Continue with GitHub',
      'Continue with Apple',
      'More options',
    ])
    const more = row().querySelector<HTMLButtonElement>('button[aria-label="More options"]')
    expect(more?.getAttribute('aria-expanded')).toBe('false')
    await act(async () => {
      more?.focus()
      more?.click()
      await new Promise((resolve) => requestAnimationFrame(resolve))
    })
    expect(names()).toEqual([
      'Continue with Google',
      'Continue with GitHub',
      'Continue with Apple',
      'Continue with Facebook',
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
    ])
    // Focus is not dropped with the "more" button: it is on the first icon it revealed.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Continue with Facebook')
    expect(view.querySelectorAll('[role="alert"]')).toHaveLength(0)
  })

  it('with four providers or fewer shows them all and no "more"', async () => {
    const { names } = await renderConnect(['google', 'github', 'x', 'discord'], 'http://a.test')
    expect(names()).toEqual([
      'Continue with Google',
      'Continue with GitHub',
      'Continue with X',
      'Continue with Discord',
    ])
  })

  it("draws each provider's icon from the cloud's getSocialImage route, named by the button", async () => {
    const { row } = await renderConnect(['google', 'x'], 'http://127.0.0.1:4100/api/')
    const images = [...row().querySelectorAll('img')]
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      `http://127.0.0.1:4100/api/public/getSocialImage/google?projectId=p1&st=portico&sv=${SDK_VERSION}`,
      `http://127.0.0.1:4100/api/public/getSocialImage/x?projectId=p1&st=portico&sv=${SDK_VERSION}`,
    ])
    // Decorative: the button's aria-label names it.
    expect(images.every((img) => img.getAttribute('alt') === '')).toBe(true)
  })

  it('without an image (no cloud URL, or it fails to load) draws the monogram', async () => {
    const { row } = await renderConnect(['github'])
    expect(row().querySelector('img')).toBeNull()
    expect(row().querySelector('.portico-monogram')?.textContent).toBe('G')
  })

  it('says when the browser blocked the login window, and Try again opens it again', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { view } = await renderConnect(['google', 'github'])
    const google = view.querySelector<HTMLButtonElement>(
      'button[aria-label="Continue with Google"]',
    )
    await act(async () => google?.click())
    expect(open).toHaveBeenCalledWith('', 'popupWindow', 'width=600,height=800,scrollbars=yes')
    const alert = view.querySelector('[role="alert"]')
    expect(alert?.textContent).toContain('The browser blocked the login window')
    const retry = [...(alert?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Try again',
    )
    await act(async () => retry?.click())
    expect(open).toHaveBeenCalledTimes(2)
    open.mockRestore()
  })
})
