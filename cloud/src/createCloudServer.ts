/**
 * The cloud API service (SPEC §7), self-hosted: Fastify over PGlite. Every route validates its
 * input with zod and answers 400 with a clear message on bad input, changing nothing.
 */
import cors from '@fastify/cors'
import Fastify, { type FastifyInstance } from 'fastify'
import { type Database, openDatabase } from './db/openDatabase.ts'
import { getProject, type Project, projectIdSchema, upsertProject } from './projects.ts'

export interface CloudServerOptions {
  host: string
  port: number
  /** PGlite data dir; undefined keeps data in memory. */
  dataDir?: string
  /** Projects to create or update at start (the demo's). */
  seedProjects?: Project[]
  logger?: boolean
}

export interface RunningCloudServer {
  url: string
  app: FastifyInstance
  db: Database
  stop(): Promise<void>
}

export async function createCloudServer(options: CloudServerOptions): Promise<RunningCloudServer> {
  const db = await openDatabase(options.dataDir)
  for (const project of options.seedProjects ?? []) await upsertProject(db, project)

  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    bodyLimit: 1024 * 1024,
  })
  // CORS only for origins on some project's allowlist.
  await app.register(cors, {
    origin: async (origin: string | undefined) => {
      if (!origin) return false
      const { rows } = await db.query(
        'SELECT 1 FROM projects WHERE $1 = ANY(allowed_origins) LIMIT 1',
        [origin],
      )
      return rows.length > 0
    },
  })

  app.get('/health', async () => ({ status: 'ok', database: db.kind }))

  app.get('/v1/projects/:projectId', async (request, reply) => {
    const params = projectIdSchema.safeParse((request.params as { projectId?: unknown }).projectId)
    if (!params.success)
      return reply.code(400).send({ code: 'INVALID_PROJECT_ID', message: 'Invalid project id' })
    const project = await getProject(db, params.data)
    if (!project)
      return reply.code(404).send({ code: 'INVALID_PROJECT_ID', message: 'Invalid project id' })
    return project
  })

  const address = await app.listen({ host: options.host, port: options.port })
  return {
    url: address,
    app,
    db,
    stop: async () => {
      await app.close()
      await db.close()
    },
  }
}
