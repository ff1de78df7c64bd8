import { hexToString, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  createFakeProvider,
  walletError,
} from '../../connectors/injected/fakeWallet.test-helpers.ts'
import { resetView } from '../../store/routerSlice.ts'
import { fakeCoreServices } from '../../store/testStore.test-helpers.ts'
import { selectActiveAccount, setAllAccounts, setCaipAddress } from '../account/accountSlice.ts'
import { createConnectedStore, createFakeCloud } from '../account/fakeCloud.test-helpers.ts'
import { selectNames } from './namesSlice.ts'
import {
  chooseNameSuggestion,
  closeRegisterAccountName,
  openRegisterAccountName,
  registerAccountName,
  typeAccountName,
} from './namesThunks.ts'
import { namesTimingKey } from './namesTiming.ts'

const NOW = 1_767_225_600_000
const settle = () => new Promise((resolve) => setTimeout(resolve, 5))
const suggestionsOf = (label: string, taken: string[] = []) => ({
  suggestions: [label, `${label}1`, `${label}-id`].map((l) => ({
    name: `${l}.reown.id`,
    registered: taken.includes(l),
  })),
})
const taken = () => {
  throw Object.assign(new Error('HTTP status code: 409'), { status: 409 })
}

function setup({ register = (_body: unknown): void => {} } = {}) {
  const wallet = privateKeyToAccount(generatePrivateKey())
  const registered: string[] = []
  const { cloud, seen, routes } = createFakeCloud({
    '/profile/suggestions/': ({ path }) => suggestionsOf(path.split('/').pop() ?? ''),
    '/profile/reverse/': () =>
      registered.map((name) => ({
        name,
        addresses: { '60': { address: wallet.address } },
        attributes: {},
        registered: NOW / 1000,
      })),
    '/profile/account': ({ body }) => {
      register(body)
      const { name } = JSON.parse((body as { message: string }).message) as { name: string }
      registered.push(name)
      return {
        name,
        addresses: { '60': { address: wallet.address } },
        attributes: {},
        registered: NOW / 1000,
      }
    },
  })
  const provider = createFakeProvider({ accounts: [wallet.address] })
  provider.handlers = {
    personal_sign: (params) => {
      const [message] = params as [`0x${string}`, string]
      return wallet.signMessage({ message: { raw: message } })
    },
  }
  const core = fakeCoreServices({ getProvider: () => provider })
  const { store, services } = createConnectedStore(cloud, { now: NOW }, core)
  store.dispatch(setCaipAddress('eip155', `eip155:31337:${wallet.address}`))
  services.set(namesTimingKey, { suggestionsDelayMs: 0 })
  store.dispatch(resetView('Account'))
  store.dispatch(openRegisterAccountName())
  const names = () => selectNames(store.getState())
  const requests = (part: string) => seen.filter((s) => s.path.includes(part))
  return { store, seen, routes, provider, wallet, names, requests }
}

describe('typing a name (SPEC §5)', () => {
  it('a name shorter than 4 or with other characters gets its issue and no request', async () => {
    const s = setup()
    await s.store.dispatch(typeAccountName('abc'))
    expect(s.names().issue).toBe('TOO_SHORT')
    await s.store.dispatch(typeAccountName('al ice'))
    expect(s.names().issue).toBe('INVALID_CHARACTERS')
    await s.store.dispatch(typeAccountName('alice!'))
    expect(s.names().issue).toBe('INVALID_CHARACTERS')
    await s.store.dispatch(registerAccountName())
    expect(s.seen).toEqual([])
    expect(s.provider.request).not.toHaveBeenCalled()
  })

  it('a valid name gets the suggestions, the wanted one first with its availability', async () => {
    const s = setup()
    s.routes['/profile/suggestions/'] = () => suggestionsOf('alice', ['alice'])
    await s.store.dispatch(typeAccountName('Alice'))
    expect(s.names().issue).toBeUndefined()
    expect(s.requests('/profile/suggestions/').map((r) => r.path)).toEqual([
      '/v1/profile/suggestions/alice',
    ])
    expect(s.names().suggestions[0]).toEqual({ name: 'alice.reown.id', registered: true })
    expect(s.names().suggestionsStatus).toBe('ready')
  })

  it('an answer about an older input is dropped: the newer input keeps its own', async () => {
    const s = setup()
    let answerFirst: (value: unknown) => void = () => {}
    s.routes['/profile/suggestions/'] = ({ path }) =>
      path.endsWith('/alice')
        ? new Promise((resolve) => {
            answerFirst = resolve
          })
        : suggestionsOf('alicia')
    const first = s.store.dispatch(typeAccountName('alice'))
    await settle()
    await s.store.dispatch(typeAccountName('alicia'))
    answerFirst(suggestionsOf('alice'))
    await first
    expect(s.names().input).toBe('alicia')
    expect(s.names().suggestions.map((x) => x.name)).toEqual([
      'alicia.reown.id',
      'alicia1.reown.id',
      'alicia-id.reown.id',
    ])
  })

  it('a failed suggestion request says so in the SPEC §8 text', async () => {
    const s = setup()
    s.routes['/profile/suggestions/'] = () => {
      throw Object.assign(new Error('HTTP status code: 500'), { status: 500 })
    }
    await s.store.dispatch(typeAccountName('alice'))
    expect(s.names().suggestionsStatus).toBe('failed')
    expect(s.names().error?.message).toBe('Error fetching name suggestions')
  })

  it('choosing a suggestion makes it the input', async () => {
    const s = setup()
    await s.store.dispatch(chooseNameSuggestion('alice1.reown.id'))
    expect(s.names().input).toBe('alice1')
  })
})

describe('registering a name', () => {
  it('signs the registration message with the account, posts it, and shows the name', async () => {
    const s = setup()
    await s.store.dispatch(typeAccountName('alice'))
    await s.store.dispatch(registerAccountName())
    const [post] = s.requests('/v1/profile/account').filter((r) => r.method === 'POST')
    const body = post?.body as {
      coin_type: number
      address: string
      message: string
      signature: `0x${string}`
    }
    expect(body.coin_type).toBe(60)
    expect(body.address).toBe(s.wallet.address)
    expect(JSON.parse(body.message)).toEqual({
      name: 'alice.reown.id',
      attributes: {},
      timestamp: NOW / 1000,
    })
    // What the wallet was asked to sign is the message posted, and the signature is the account's.
    const signCall = s.provider.request.mock.calls.find(([a]) => a.method === 'personal_sign')
    const [hex, signer] = (signCall?.[0].params ?? []) as [`0x${string}`, string]
    expect(hexToString(hex)).toBe(body.message)
    expect(signer).toBe(s.wallet.address)
    expect(
      await verifyMessage({
        address: s.wallet.address,
        message: body.message,
        signature: body.signature,
      }),
    ).toBe(true)
    // Account shows the name from the reverse lookup; the success view names it.
    expect(selectActiveAccount(s.store.getState()).profileName).toBe('alice.reown.id')
    expect(s.names().registeredName).toBe('alice.reown.id')
    expect(s.store.getState().router.view).toBe('RegisterAccountNameSuccess')
    s.store.dispatch(closeRegisterAccountName())
    expect(s.store.getState().router.view).toBe('Account')
  })

  it('a smart account registers under its chain’s coin type (ENSIP-11)', async () => {
    const s = setup()
    s.store.dispatch(
      setAllAccounts('eip155', [
        { namespace: 'eip155', address: s.wallet.address, type: 'smartAccount' },
      ]),
    )
    await s.store.dispatch(typeAccountName('alice'))
    await s.store.dispatch(registerAccountName())
    const post = s.requests('/v1/profile/account').find((r) => r.method === 'POST')
    expect((post?.body as { coin_type?: number } | undefined)?.coin_type).toBe(0x80000000 + 31337)
  })

  it('a name taken by another address says so and changes nothing', async () => {
    const s = setup({ register: taken })
    await s.store.dispatch(typeAccountName('alice'))
    await s.store.dispatch(registerAccountName())
    expect(s.names().status).toBe('failed')
    expect(s.names().error?.code).toBe('NAME_TAKEN')
    expect(selectActiveAccount(s.store.getState()).profileName).toBeUndefined()
    expect(s.store.getState().router.view).toBe('RegisterAccountName')
    // Typing again clears the failure.
    await s.store.dispatch(typeAccountName('alice2'))
    expect(s.names().error).toBeUndefined()
  })

  it('a declined signature posts nothing', async () => {
    const s = setup()
    s.provider.handlers.personal_sign = () => {
      throw walletError(4001, 'User rejected the request.')
    }
    await s.store.dispatch(typeAccountName('alice'))
    await s.store.dispatch(registerAccountName())
    expect(s.names().error?.code).toBe('USER_REJECTED')
    expect(s.requests('/v1/profile/account').filter((r) => r.method === 'POST')).toEqual([])
  })

  it('a wallet answering something other than a signature posts nothing', async () => {
    const s = setup()
    s.provider.handlers.personal_sign = () => 'yes'
    await s.store.dispatch(typeAccountName('alice'))
    await s.store.dispatch(registerAccountName())
    expect(s.names().error?.code).toBe('INVALID_SIGNATURE')
    expect(s.requests('/v1/profile/account').filter((r) => r.method === 'POST')).toEqual([])
  })
})
