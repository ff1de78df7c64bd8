// @vitest-environment node
import { createFrameError, FrameError } from '@portico/shared'
import { describe, expect, it, vi } from 'vitest'
import { createAuthProvider, ProviderRpcError } from './createAuthProvider.ts'

const ADDRESS = '0x00000000000000000000000000000000000000aa'

/** An e-mail wallet whose frame answers every RPC_REQUEST with `reply` (an `_ERROR` payload). */
function walletAnswering(reply: { message: string; code?: string | number }) {
  const onNotAllowed = vi.fn()
  const provider = createAuthProvider({
    getAddress: () => ADDRESS,
    getChainId: () => 31337,
    switchChain: async () => {},
    rpcRequest: async () => {
      throw createFrameError(reply)
    },
    withApproval: (run) => run(),
    isConfiguredChain: () => true,
    onNotAllowed,
  })
  const failure = provider
    .request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS }] })
    .then(
      () => undefined,
      (error: unknown) => error,
    )
  return { failure, onNotAllowed }
}

describe('the e-mail wallet provider: frame errors by code', () => {
  it("a refusal in the frame is EIP-1193's 4001, the frame's error its cause", async () => {
    const { failure } = walletAnswering({
      message: 'User rejected the request.',
      code: 'USER_REJECTED',
    })
    const error = await failure
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect((error as Error).cause).toBeInstanceOf(FrameError)
    expect((error as Error).cause).toMatchObject({ code: 'USER_REJECTED' })
  })

  it("a method the wallet refuses is 4200 and says 'Action not allowed'", async () => {
    const { failure, onNotAllowed } = walletAnswering({
      message: 'Requested RPC call is not allowed',
      code: 'RPC_METHOD_NOT_ALLOWED',
    })
    expect(await failure).toMatchObject({ code: 4200 })
    expect(onNotAllowed).toHaveBeenCalledTimes(1)
  })

  it('a numeric code from the frame is passed on as it is', async () => {
    const { failure } = walletAnswering({ message: 'Disconnected', code: 4900 })
    expect(await failure).toMatchObject({ code: 4900, message: 'Disconnected' })
  })

  it('an old frame without codes: an internal error, whatever its text says', async () => {
    const { failure, onNotAllowed } = walletAnswering({ message: 'User rejected the request.' })
    expect(await failure).toMatchObject({ code: -32603, message: 'User rejected the request.' })
    expect(onNotAllowed).not.toHaveBeenCalled()
  })
})
