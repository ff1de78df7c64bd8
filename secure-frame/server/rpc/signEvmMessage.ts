/**
 * personal_sign and eth_signTypedData_v4 with the user's EOA (viem). The address in the
 * parameters must be the user's own.
 */
import { isHex } from '@portico/shared'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'
import { parseInput } from '../http/parseInput.ts'
import type { AuthenticatedSession } from '../session/authenticateSession.ts'
import { personalSignParams, signTypedDataParams } from './rpcParams.ts'
import { evmAccountOf, isSameEvmAddress } from './userSigners.ts'

export async function personalSign(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  params: unknown,
): Promise<string> {
  const [message, address] = parseInput(personalSignParams, params)
  if (!isSameEvmAddress(address, auth.user.evm_address)) throw apiError('ADDRESS_MISMATCH')
  // A hex message is bytes (as wallets read personal_sign); anything else is UTF-8 text.
  return evmAccountOf(ctx, auth.user).signMessage({
    message: isHex(message) && message.length % 2 === 0 ? { raw: message } : message,
  })
}

export async function signTypedDataV4(
  ctx: FrameContext,
  auth: AuthenticatedSession,
  params: unknown,
): Promise<string> {
  const [address, typedData] = parseInput(signTypedDataParams, params)
  if (!isSameEvmAddress(address, auth.user.evm_address)) throw apiError('ADDRESS_MISMATCH')
  try {
    // viem checks the typed data against its types while hashing.
    return await evmAccountOf(ctx, auth.user).signTypedData(
      typedData as Parameters<ReturnType<typeof evmAccountOf>['signTypedData']>[0],
    )
  } catch (cause) {
    throw apiError('SCHEMA_INVALID_INPUT', { message: 'params: Invalid input', cause })
  }
}
