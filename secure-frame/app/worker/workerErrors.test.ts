import { MessageChannel } from 'node:worker_threads'
import { createPorticoError, PorticoError } from '@portico/shared'
import { expose, wrap } from 'comlink'
import { describe, expect, it } from 'vitest'
import { installErrorTransfer } from './workerErrors.ts'

describe('installErrorTransfer', () => {
  it('brings a worker’s error back with its code and catalogue text', async () => {
    installErrorTransfer()
    const { port1, port2 } = new MessageChannel()
    expose(
      {
        fail() {
          throw createPorticoError('WALLET_NOT_ENROLLED')
        },
      },
      port1 as never,
    )
    const remote = wrap<{ fail(): void }>(port2 as never)
    const error = await Promise.resolve(remote.fail()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({
      code: 'WALLET_NOT_ENROLLED',
      message: 'This browser holds no key share of this wallet',
    })
    port1.close()
    port2.close()
  })
})
