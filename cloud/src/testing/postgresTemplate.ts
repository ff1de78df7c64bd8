/**
 * A PostgreSQL data dir holding `portico_template`, a migrated database with the wallet
 * catalogue in it, made once and kept in the temp dir (keyed by the server version, the schema
 * and the catalogue). A test server copies it instead of running initdb, and each suite's
 * database is a copy of the template: a second instead of three per test file.
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { seedWalletCatalogue } from '../catalogue/seedWalletCatalogue.ts'
import { walletCatalogueVersion } from '../catalogue/walletCatalogue.ts'
import { migrations } from '../db/migrate.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { ensurePostgresInstalled, startPostgresServer } from './startPostgresServer.ts'

export const TEMPLATE_DATABASE = 'portico_template'

export async function postgresTemplateDataDir(): Promise<string> {
  const bin = ensurePostgresInstalled()
  const key = createHash('sha256')
    .update(basename(dirname(bin)))
    .update(JSON.stringify(migrations))
    .update(walletCatalogueVersion)
    .digest('hex')
    .slice(0, 16)
  const dir = join(tmpdir(), `portico-cloud-pg-template-${key}`)
  if (existsSync(dir)) return dir
  const server = await startPostgresServer()
  try {
    const db = await openDatabase({
      databaseUrl: await server.createDatabase(TEMPLATE_DATABASE),
    })
    await seedWalletCatalogue(db)
    await db.close()
    await server.shutdown()
    // Copied aside and renamed, so a test file running beside this one never reads half of it.
    const partial = `${dir}.${process.pid}.partial`
    cpSync(server.dataDir, partial, { recursive: true, preserveTimestamps: true })
    rmSync(join(partial, 'postmaster.pid'), { force: true })
    try {
      renameSync(partial, dir)
    } catch {
      rmSync(partial, { recursive: true, force: true })
    }
    return dir
  } finally {
    await server.stop()
  }
}
