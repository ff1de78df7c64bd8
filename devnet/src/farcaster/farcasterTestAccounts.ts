/**
 * The devnet's Farcaster accounts: a test fid whose custody key the local Farcaster app holds,
 * and an impostor key that owns no fid (to show that a message it signs is refused). The keys
 * are fixed, so a fresh devnet always has the same fid at the same custody address.
 */
import { keccak256, stringToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export const FARCASTER_TEST_FID = 20_001
export const FARCASTER_TEST_USERNAME = 'portico-tester'

const keyOf = (label: string) => keccak256(stringToBytes(`portico devnet farcaster ${label}`))

/** The test fid's custody account: the ID registry says it owns FARCASTER_TEST_FID. */
export const farcasterCustody = privateKeyToAccount(keyOf('custody'))
/** An account registered for no fid. */
export const farcasterImpostor = privateKeyToAccount(keyOf('impostor'))
