/** @portico/cloud: the public API. */
export {
  type CloudServerOptions,
  createCloudServer,
  type RunningCloudServer,
} from './createCloudServer.ts'
export { type Database, openDatabase } from './db/openDatabase.ts'
export {
  getProject,
  originSchema,
  type Project,
  projectIdSchema,
  projectSchema,
  upsertProject,
} from './projects.ts'
