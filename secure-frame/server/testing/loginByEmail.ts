/**
 * Test helper: the whole e-mail login of a new device, as the frame app drives it: connect →
 * approval mail → open link → device-wait → code mail → verify. Returns the session.
 */
import type { RunningMailCatcher } from '@portico/devnet'
import type { FrameApiUser } from '../users/userRecord.ts'
import { approveByLink } from './approveByLink.ts'
import type { FrameApiClient } from './frameApiClient.ts'
import { lastApprovalLink, lastCode } from './readInbox.ts'
import { TEST_HOST_ORIGIN, TEST_PROJECT_ID } from './startFrameTestEnv.ts'

export const loginBody = (email: string) => ({
  projectId: TEST_PROJECT_ID,
  email,
  origin: TEST_HOST_ORIGIN,
})

export async function loginByEmail(
  client: FrameApiClient,
  mail: RunningMailCatcher,
  email: string,
): Promise<{ token: string; user: FrameApiUser }> {
  const connect = await client.call('POST', '/api/email/connect', loginBody(email))
  if (connect.body.action === 'VERIFY_DEVICE') {
    const wait = client.call('POST', '/api/email/device-wait', { email })
    const { result } = await approveByLink(await lastApprovalLink(mail, email))
    if (result.status !== 200) throw new Error(`approval answered ${result.status}`)
    const waited = await wait
    if (waited.status !== 200) throw new Error(`device-wait answered ${waited.status}`)
  } else if (connect.body.action !== 'VERIFY_OTP') {
    throw new Error(`connect answered ${connect.status} ${JSON.stringify(connect.body)}`)
  }
  const otp = await lastCode(mail, email)
  const verified = await client.call<{ token: string; user: FrameApiUser }>(
    'POST',
    '/api/email/verify-otp',
    { ...loginBody(email), otp },
  )
  if (verified.status !== 200)
    throw new Error(`verify-otp answered ${verified.status} ${JSON.stringify(verified.body)}`)
  client.token = verified.body.token
  return verified.body
}
