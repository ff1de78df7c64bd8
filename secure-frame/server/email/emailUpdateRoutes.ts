/** The e-mail update routes (signed in): start, confirm the current address, confirm the new. */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import { emailInput, otpInput } from '../http/inputSchemas.ts'
import { parseInput } from '../http/parseInput.ts'
import { authenticateRequest } from '../session/authenticateRequest.ts'
import { confirmCurrentEmail, confirmNewEmail, startEmailUpdate } from './updateEmail.ts'

const updateSchema = z.object({ email: emailInput })
const otpSchema = z.object({ otp: otpInput })

export function registerEmailUpdateRoutes(api: FastifyInstance, ctx: FrameContext): void {
  api.post('/email/update', async (request) => {
    const auth = await authenticateRequest(ctx, request)
    return startEmailUpdate(ctx, auth, parseInput(updateSchema, request.body).email)
  })
  api.post('/email/update/primary', async (request) => {
    const auth = await authenticateRequest(ctx, request)
    return confirmCurrentEmail(ctx, auth, parseInput(otpSchema, request.body).otp)
  })
  api.post('/email/update/secondary', async (request) => {
    const auth = await authenticateRequest(ctx, request)
    return confirmNewEmail(ctx, auth, parseInput(otpSchema, request.body).otp)
  })
}
