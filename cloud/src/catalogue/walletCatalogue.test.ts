/**
 * The shipped catalogue lists real wallets only: each one named (no placeholder), with a logo
 * the icon libraries really have, at least one CAIP-2 chain, and an rdns or a link to open it.
 */
import { describe, expect, it } from 'vitest'
import { loadLibraryIcon } from '../icons/libraryIcons.ts'
import { catalogueFileSchema } from './catalogueFileSchema.ts'
import { walletCatalogue } from './walletCatalogue.ts'

const PLACEHOLDER =
  /generated|fixture|placeholder|example|sample|lorem|\btest|wallet\s*\d{2,}|^\W*$/i

describe('the shipped wallet catalogue', () => {
  it('has at least 40 wallets, unique ids, rdns and names', () => {
    expect(walletCatalogue.length).toBeGreaterThanOrEqual(40)
    for (const key of ['id', 'name', 'rdns'] as const) {
      const values = walletCatalogue.map((w) => w[key]).filter((v) => v !== null)
      expect(new Set(values).size, key).toBe(values.length)
    }
  })

  it.each(walletCatalogue.map((w) => [w.id, w] as const))(
    '%s is a real, complete entry',
    async (_, w) => {
      expect(w.name.trim()).toBe(w.name)
      expect(w.name).not.toMatch(PLACEHOLDER)
      expect(w.id).not.toMatch(PLACEHOLDER)
      expect(w.chains.length).toBeGreaterThan(0)
      for (const chain of w.chains) expect(chain).toMatch(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/)
      expect(w.rdns ?? w.mobile_link ?? w.desktop_link ?? w.webapp_link).toBeTruthy()
      expect(w.badge_type).toBe('certified')
      // Its logo is one the library has: an SVG, not our drawn monogram.
      expect(w.icon).toBeTruthy()
      const svg = await loadLibraryIcon(w.icon ?? '')
      expect(svg, w.icon ?? '').toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
      expect(svg).not.toContain('<text')
      expect(svg).not.toMatch(/<script|\son[a-z]+=/i)
    },
  )

  it('is itself a valid import file (what `portico catalogue import` takes)', () => {
    expect(catalogueFileSchema.parse(walletCatalogue)).toHaveLength(walletCatalogue.length)
  })
})
