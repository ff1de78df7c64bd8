/** A deployment's own wallets (the devnet's demo wallet) come first in the catalogue. */
import { getWalletsResponseSchema } from '@portico/shared'
import { expect, it } from 'vitest'

import { describeOnBothDatabases } from '../testing/describeOnBothDatabases.ts'
import { apiUrl, useTestCloud } from '../testing/testCloud.ts'
import { buildCatalogue, defaultCatalogue } from './walletCatalogue.ts'

const DEMO = {
  id: 'portico-demo-wallet',
  name: 'Portico Demo Wallet',
  chains: ['eip155:31337'],
  webapp_link: 'http://127.0.0.1:5175/',
}

it('a local wallet changes the catalogue version; none keeps the default', () => {
  expect(buildCatalogue([]).version).toBe(defaultCatalogue.version)
  expect(buildCatalogue([DEMO]).version).not.toBe(defaultCatalogue.version)
  expect(buildCatalogue([DEMO]).wallets.length).toBe(defaultCatalogue.wallets.length + 1)
})

describeOnBothDatabases('local wallets', (database) => {
  const cloud = useTestCloud(database, { localWallets: [DEMO] })

  it('lists the local wallet first, with its web-app link, and draws its image', async () => {
    const res = await fetch(apiUrl(cloud().url, '/getWallets', { page: '1', entries: '4' }))
    const { data, count } = getWalletsResponseSchema.parse(await res.json())
    expect(data[0]).toMatchObject({
      id: 'portico-demo-wallet',
      name: 'Portico Demo Wallet',
      webapp_link: 'http://127.0.0.1:5175/',
      mobile_link: null,
    })
    expect(data[1]?.id).toBe('metamask')
    expect(count).toBe(defaultCatalogue.wallets.length + 1)
    // No library has its logo: the drawn monogram, its initials on a gradient.
    const image = await fetch(apiUrl(cloud().url, '/getWalletImage/portico-demo-wallet', {}))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/)
    expect(await image.text()).toContain('>PD</text>')
    const search = await fetch(
      apiUrl(cloud().url, '/getWallets', { page: '1', entries: '100', search: 'demo wallet' }),
    )
    expect(getWalletsResponseSchema.parse(await search.json()).data.map((w) => w.id)).toContain(
      'portico-demo-wallet',
    )
  })
})
