/** What the frame asks the authenticator for, and what it makes of the answers. */
import { expect, it, vi } from 'vitest'
import { createPasskeyClient, fromBase64url, toBase64url } from './passkeyClient.ts'

const prfOutput = new Uint8Array(32).fill(7)
const credential = (prf: unknown, rawId = new Uint8Array([1, 2, 3])) =>
  ({ rawId: rawId.buffer, getClientExtensionResults: () => ({ prf }) }) as unknown as Credential

const setup = (answers: { get?: Credential | Error; create?: Credential }) => {
  const get = vi.fn(async () => {
    if (answers.get instanceof Error) throw answers.get
    return answers.get ?? null
  })
  const create = vi.fn(async () => answers.create ?? null)
  let n = 0
  const client = createPasskeyClient({
    credentials: { get, create },
    hostname: '127.0.0.1',
    supported: async () => true,
    randomBytes: (length) => new Uint8Array(length).fill(++n),
  })
  return { client, get, create }
}

it('evaluates the PRF of the stored credential with its salt, user verification required', async () => {
  const { client, get } = setup({ get: credential({ results: { first: prfOutput.buffer } }) })
  const salt = toBase64url(new Uint8Array(32).fill(9))
  const out = await client.evaluate({ credentialId: 'AQID', prfSalt: salt })
  expect(out).toEqual(prfOutput)
  const options = (get.mock.calls[0] as unknown as [CredentialRequestOptions])[0]
    .publicKey as unknown as {
    allowCredentials: { id: Uint8Array }[]
    userVerification: string
    extensions: { prf: { eval: { first: Uint8Array } } }
  }
  expect(options.allowCredentials[0]?.id).toEqual(new Uint8Array([1, 2, 3]))
  expect(options.userVerification).toBe('required')
  expect(options.extensions.prf.eval.first).toEqual(fromBase64url(salt))
})

it('turns a missing PRF result into WALLET_PASSKEY_UNSUPPORTED and a refusal into WALLET_PASSKEY_FAILED', async () => {
  await expect(
    setup({ get: credential(undefined) }).client.evaluate({ credentialId: 'AQID', prfSalt: 'AA' }),
  ).rejects.toMatchObject({ code: 'WALLET_PASSKEY_UNSUPPORTED' })
  await expect(
    setup({ get: new DOMException('no', 'NotAllowedError') }).client.evaluate({
      credentialId: 'AQID',
      prfSalt: 'AA',
    }),
  ).rejects.toMatchObject({ code: 'WALLET_PASSKEY_FAILED' })
})

it('creates a resident passkey for the frame host and evaluates PRF once when creation only enabled it', async () => {
  const { client, create, get } = setup({
    create: credential({ enabled: true }, new Uint8Array([4, 5])),
    get: credential({ results: { first: prfOutput } }),
  })
  const made = await client.create({ name: 'a@example.com' })
  expect(made.credentialId).toBe(toBase64url(new Uint8Array([4, 5])))
  expect(fromBase64url(made.prfSalt)).toHaveLength(32)
  expect(made.prfOutput).toEqual(prfOutput)
  const options = (create.mock.calls[0] as unknown as [CredentialCreationOptions])[0]
    .publicKey as PublicKeyCredentialCreationOptions & {
    extensions: { prf: { eval: { first: Uint8Array } } }
  }
  expect(options.rp).toEqual({ id: '127.0.0.1', name: 'Portico' })
  expect(options.authenticatorSelection).toMatchObject({
    residentKey: 'required',
    userVerification: 'required',
  })
  expect(options.pubKeyCredParams.map((p) => p.alg)).toEqual([-7, -257])
  expect(toBase64url(options.extensions.prf.eval.first)).toBe(made.prfSalt)
  expect(get).toHaveBeenCalledOnce()
})

it('refuses a passkey whose authenticator has no PRF at all', async () => {
  await expect(
    setup({ create: credential({ enabled: false }) }).client.create({ name: 'a' }),
  ).rejects.toMatchObject({ code: 'WALLET_PASSKEY_UNSUPPORTED' })
})
