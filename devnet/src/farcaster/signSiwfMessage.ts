/**
 * What a Farcaster app does on "Approve": the Sign In With Farcaster message (EIP-4361 with the
 * statement "Farcaster Auth", chain 10 and the fid as a `farcaster://fid/` resource, as
 * FIP-11 defines it) for the channel's parameters, signed by an account's key.
 */
import type { LocalAccount } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import type { SignatureParams } from './relayChannels.ts'

export async function signSiwfMessage(
  params: SignatureParams & { nonce: string },
  fid: number,
  signer: LocalAccount,
  now = new Date(),
): Promise<{ message: string; signature: `0x${string}` }> {
  const message = createSiweMessage({
    domain: params.domain,
    address: signer.address,
    statement: 'Farcaster Auth',
    uri: params.siweUri,
    version: '1',
    chainId: 10,
    nonce: params.nonce,
    issuedAt: now,
    ...(params.notBefore ? { notBefore: new Date(params.notBefore) } : {}),
    ...(params.expirationTime ? { expirationTime: new Date(params.expirationTime) } : {}),
    ...(params.requestId ? { requestId: params.requestId } : {}),
    resources: [`farcaster://fid/${fid}`],
  })
  return { message, signature: await signer.signMessage({ message }) }
}
