/**
 * The console API's bodies and answers, written once: the routes check and shape with these,
 * and the console app and the CLI parse what they receive with them.
 */
import { allowedOriginSchema } from '@portico/shared'
import { z } from 'zod'
import {
  connectMethodsOrderSchema,
  type Project,
  projectNameSchema,
  remoteFeaturesSchema,
} from '../projects/projectRecord.ts'

export const CONSOLE_API = '/console/api'

export const emailBodySchema = z.object({ email: z.string().trim().toLowerCase().email().max(254) })
export const verifyBodySchema = emailBodySchema.extend({ code: z.string().regex(/^\d{6}$/) })
export const developerViewSchema = z.object({ email: z.string() })

export const projectViewSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  allowedOrigins: z.array(z.string()),
  localhostAnyPort: z.boolean(),
  analyticsEnabled: z.boolean(),
  features: remoteFeaturesSchema,
  connectMethodsOrder: connectMethodsOrderSchema.nullable(),
  version: z.number(),
})
export type ProjectView = z.infer<typeof projectViewSchema>
export const projectListSchema = z.object({ projects: z.array(projectViewSchema) })

export const toProjectView = (p: Project): ProjectView => ({
  projectId: p.projectId,
  name: p.name,
  allowedOrigins: p.allowedOrigins,
  localhostAnyPort: p.localhostAnyPort,
  analyticsEnabled: p.analyticsEnabled,
  features: p.features,
  connectMethodsOrder: p.connectMethodsOrder,
  version: p.version,
})

export const createProjectBodySchema = z
  .object({
    name: projectNameSchema,
    allowedOrigins: z.array(allowedOriginSchema).max(100).optional(),
  })
  .strict()
export const originBodySchema = z.object({ origin: allowedOriginSchema }).strict()

export const analyticsViewSchema = z.object({
  days: z.array(z.object({ day: z.string(), views: z.number(), events: z.number() })),
})

export const tokenBodySchema = z.object({ name: z.string().trim().min(1).max(100) }).strict()
export const tokenListSchema = z.object({
  tokens: z.array(z.object({ id: z.string(), name: z.string(), createdAt: z.string() })),
})
/** The secret is in this answer only. */
export const newTokenSchema = z.object({ id: z.string(), name: z.string(), token: z.string() })
