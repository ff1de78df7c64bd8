import { describe, expect, it } from 'vitest'
import { formatNativeLink } from './formatNativeLink.ts'
import { formatNativeUrl } from './formatNativeUrl.ts'
import { formatUniversalUrl } from './formatUniversalUrl.ts'
import { formatWalletLink } from './formatWalletLink.ts'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const encoded = encodeURIComponent(uri)

describe('formatNativeLink', () => {
  it.each([
    ['metamask', 'metamask://'],
    ['trust:', 'trust://'],
    ['rainbow:/', 'rainbow://'],
    ['my/wallet:', 'mywallet://'],
    ['rainbow://', 'rainbow://'],
    ['rainbow://app', 'rainbow://app/'],
    ['zerion://wc/', 'zerion://wc/'],
  ])('formats %j as %j', (link, expected) => {
    expect(formatNativeLink(link)).toBe(expected)
  })
})

describe('formatNativeUrl', () => {
  it('adds the encoded wc: URI to a native link', () => {
    expect(formatNativeUrl('metamask:', uri)).toEqual({
      href: 'metamask://',
      redirect: `metamask://wc?uri=${encoded}`,
    })
  })

  it('encodes the URI so its own query survives', () => {
    const { redirect } = formatNativeUrl('trust://', uri)
    expect(redirect).not.toContain('&symKey')
    expect(new URL(redirect.replace('trust://', 'https://x/')).searchParams.get('uri')).toBe(uri)
  })

  it('treats an http link as universal', () => {
    expect(formatNativeUrl('https://link.trustwallet.com', uri)).toEqual({
      href: 'https://link.trustwallet.com/',
      redirect: `https://link.trustwallet.com/wc?uri=${encoded}`,
    })
  })
})

describe('formatUniversalUrl', () => {
  it('appends a trailing slash once and the wc path', () => {
    expect(formatUniversalUrl('https://app.wallet.example/', uri)).toEqual({
      href: 'https://app.wallet.example/',
      redirect: `https://app.wallet.example/wc?uri=${encoded}`,
    })
  })

  it('treats a link without http as native', () => {
    expect(formatUniversalUrl('metamask', uri).href).toBe('metamask://')
  })
})

describe('formatWalletLink', () => {
  const wallet = {
    mobile_link: 'metamask://',
    desktop_link: 'metamask-desktop:',
    webapp_link: 'https://portfolio.metamask.io',
  }

  it('picks the link of each platform', () => {
    expect(formatWalletLink(wallet, 'mobile', uri)?.redirect).toBe(`metamask://wc?uri=${encoded}`)
    expect(formatWalletLink(wallet, 'desktop', uri)?.redirect).toBe(
      `metamask-desktop://wc?uri=${encoded}`,
    )
    expect(formatWalletLink(wallet, 'webapp', uri)?.redirect).toBe(
      `https://portfolio.metamask.io/wc?uri=${encoded}`,
    )
  })

  it('gives undefined when the wallet has no link for the platform', () => {
    expect(formatWalletLink({ mobile_link: null }, 'mobile', uri)).toBeUndefined()
    expect(formatWalletLink({ webapp_link: '' }, 'webapp', uri)).toBeUndefined()
    expect(formatWalletLink({}, 'desktop', uri)).toBeUndefined()
  })
})
