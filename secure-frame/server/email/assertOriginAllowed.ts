/** A login names its host page's origin; it must be on the project's allowlist (cloud API). */
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'

/** @throws 403 `INVALID_APP_CONFIGURATION` "Unauthorized: origin not allowed" */
export async function assertOriginAllowed(
  ctx: FrameContext,
  projectId: string,
  origin: string,
): Promise<void> {
  if (!(await ctx.allowlists.isOriginAllowed(projectId, origin)))
    throw apiError('INVALID_APP_CONFIGURATION')
}
