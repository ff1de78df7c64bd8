/** Reads a project's allowed origins from the cloud API; null for an unknown project. */
import { z } from 'zod'

const responseSchema = z.object({
  projectId: z.string(),
  allowedOrigins: z.array(z.string()),
  localhostAnyPort: z.boolean().default(false),
})
export type ProjectAllowlist = z.infer<typeof responseSchema>

export async function fetchProjectAllowlist(
  cloudUrl: string,
  projectId: string,
): Promise<ProjectAllowlist | null> {
  const res = await fetch(`${cloudUrl}/v1/projects/${encodeURIComponent(projectId)}`, {
    signal: AbortSignal.timeout(5000),
  })
  if (res.status === 404 || res.status === 400) return null
  if (!res.ok) throw new Error(`HTTP status code: ${res.status}`)
  return responseSchema.parse(await res.json())
}
