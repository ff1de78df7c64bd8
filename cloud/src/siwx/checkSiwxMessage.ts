/**
 * Checks a signed SIWX text before its signature: it must be a CAIP-122 message (shared's
 * `parseSiwxMessage`, the exact layout the modal writes), written for a page the project allows
 * (its URI's origin on the allowlist, its domain that URI's host, and the caller's Origin, when
 * it sends one, that same origin), on an EVM chain with a numeric id or a Solana or Bitcoin one,
 * issued within 10 minutes of the server's clock, not expired and already valid.
 */
import { isOriginAllowed, parseSiwxMessage, type SiwxMessage } from '@portico/shared'
import { createCloudError } from '../http/cloudErrors.ts'
import type { Project } from '../projects/projectRecord.ts'
import { assertFresh } from '../signatures/signedMessage.ts'

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000)

export function checkSiwxMessage(
  text: string,
  project: Project,
  requestOrigin: string | undefined,
  nowMs: number,
): SiwxMessage {
  const message = parseSiwxMessage(text)
  if (!message) throw createCloudError('SIWX_MESSAGE_INVALID')
  const [namespace, reference = ''] = message.chainId.split(':')
  if (namespace === 'eip155' && !/^[1-9]\d{0,15}$/.test(reference))
    throw createCloudError('SIWX_MESSAGE_INVALID', { details: 'Chain ID must be a number' })
  const uri = new URL(message.uri)
  if (
    uri.host !== message.domain ||
    !isOriginAllowed(uri.origin, project) ||
    (requestOrigin !== undefined && requestOrigin !== uri.origin)
  )
    throw createCloudError('SIWX_DOMAIN_NOT_ALLOWED', { details: message.domain })
  const now = Math.floor(nowMs / 1000)
  assertFresh(seconds(message.issuedAt), nowMs)
  if (message.expirationTime && seconds(message.expirationTime) <= now)
    throw createCloudError('MESSAGE_EXPIRED', { details: 'Expiration Time is in the past' })
  if (message.notBefore && seconds(message.notBefore) > now)
    throw createCloudError('SIWX_NOT_YET_VALID')
  return message
}
