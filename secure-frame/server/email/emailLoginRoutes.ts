/** The e-mail login routes: connect, device-wait (long poll) and verify-otp. */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import { emailInput, originInput, otpInput, projectIdInput } from '../http/inputSchemas.ts'
import { parseInput } from '../http/parseInput.ts'
import { connectEmail } from './connectEmail.ts'
import { verifyLoginOtp } from './verifyLoginOtp.ts'
import { waitForDeviceApproval } from './waitForDeviceApproval.ts'

const connectSchema = z.object({
  projectId: projectIdInput,
  email: emailInput,
  origin: originInput,
})
const deviceWaitSchema = z.object({ email: emailInput })
const verifySchema = connectSchema.extend({ otp: otpInput })

export function registerEmailLoginRoutes(api: FastifyInstance, ctx: FrameContext): void {
  api.post('/email/connect', async (request) =>
    connectEmail(ctx, parseInput(connectSchema, request.body), request.deviceId),
  )

  api.post('/email/device-wait', async (request, reply) => {
    const { email } = parseInput(deviceWaitSchema, request.body)
    const gone = new AbortController()
    reply.raw.once('close', () => gone.abort())
    return waitForDeviceApproval(ctx, email, request.deviceId, gone.signal)
  })

  api.post('/email/verify-otp', async (request) =>
    verifyLoginOtp(ctx, parseInput(verifySchema, request.body), request.deviceId),
  )
}
