/**
 * What the verifying paymaster (devnet/contracts/VerifyingPaymaster.sol) accepts: paymasterData
 * = abi.encode(uint48 validUntil, uint48 validAfter) ‖ the sponsor's EIP-191 signature over
 * getHash(userOp, validUntil, validAfter). This computes the same hash off chain and signs it.
 */
import {
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  keccak256,
  type LocalAccount,
  slice,
} from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'

/** Gas the paymaster's validation may use (it recovers one signature), and none after. */
export const PAYMASTER_VERIFICATION_GAS_LIMIT = 60_000n
export const PAYMASTER_POST_OP_GAS_LIMIT = 0n

/** A well-formed signature that recovers to no sponsor: for gas estimation only. */
const STUB_SIGNATURE: Hex = `0x${'ff'.repeat(15)}f0${'00'.repeat(16)}7a${'aa'.repeat(31)}1c`

export interface Sponsorship {
  chainId: number
  paymaster: Address
  /** Unix seconds; 0 for "no end". */
  validUntil: number
  validAfter: number
}

type SponsoredOperation = Pick<
  UserOperation<'0.8'>,
  | 'sender'
  | 'nonce'
  | 'factory'
  | 'factoryData'
  | 'callData'
  | 'callGasLimit'
  | 'verificationGasLimit'
  | 'preVerificationGas'
  | 'maxFeePerGas'
  | 'maxPriorityFeePerGas'
  | 'paymasterVerificationGasLimit'
  | 'paymasterPostOpGasLimit'
>

/** VerifyingPaymaster.getHash: the operation (but its signature and paymasterData) and the window. */
export function sponsorHash(op: SponsoredOperation, s: Sponsorship): Hex {
  const packed = toPackedUserOperation({
    ...op,
    signature: '0x',
    paymaster: s.paymaster,
    paymasterData: '0x',
  } as UserOperation<'0.8'>)
  // Bytes 20..52 of paymasterAndData: the two paymaster gas limits, as one word.
  const paymasterGasLimits = BigInt(slice(packed.paymasterAndData, 20, 52))
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        packed.sender,
        packed.nonce,
        keccak256(packed.initCode),
        keccak256(packed.callData),
        packed.accountGasLimits,
        paymasterGasLimits,
        packed.preVerificationGas,
        packed.gasFees,
        BigInt(s.chainId),
        s.paymaster,
        s.validUntil,
        s.validAfter,
      ],
    ),
  )
}

const encodeWindow = (s: Sponsorship) =>
  encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [s.validUntil, s.validAfter])

/** paymasterData with a signature of the right shape that sponsors nothing (for estimation). */
export function stubPaymasterData(s: Sponsorship): Hex {
  return concat([encodeWindow(s), STUB_SIGNATURE])
}

/** paymasterData the paymaster accepts for exactly this operation. */
export async function signPaymasterData(
  sponsor: LocalAccount,
  op: SponsoredOperation,
  s: Sponsorship,
): Promise<Hex> {
  const signature = await sponsor.signMessage({ message: { raw: sponsorHash(op, s) } })
  return concat([encodeWindow(s), signature])
}
