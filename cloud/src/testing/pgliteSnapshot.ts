/**
 * A migrated, catalogue-seeded PGlite database as a tarball, made once and kept in the temp dir
 * (keyed by the schema, the catalogue and PGlite's version). Loading it takes about a second;
 * a new PGlite database takes five (initdb in wasm).
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { seedWalletCatalogue } from '../catalogue/seedWalletCatalogue.ts'
import { walletCatalogueVersion } from '../catalogue/walletCatalogue.ts'
import { migrate, migrations } from '../db/migrate.ts'
import { pgliteDatabase } from '../db/openPgliteDatabase.ts'

const require = createRequire(import.meta.url)

function snapshotFile(): string {
  // The package exports no package.json; it sits one level above the entry in dist/.
  const pkg = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }
  const key = createHash('sha256')
    .update(JSON.stringify(migrations))
    .update(walletCatalogueVersion)
    .update(version)
    .digest('hex')
    .slice(0, 16)
  return join(tmpdir(), `portico-cloud-pglite-${key}.tar`)
}

export async function loadPgliteSnapshot(): Promise<Blob> {
  const file = snapshotFile()
  if (existsSync(file)) return new Blob([readFileSync(file)])
  const pg = new PGlite()
  await pg.waitReady
  try {
    const db = pgliteDatabase(pg)
    await migrate(db)
    await seedWalletCatalogue(db)
    const blob = await pg.dumpDataDir('none')
    // Written aside and renamed, so a test file running beside this one never reads half of it.
    const partial = `${file}.${process.pid}.partial`
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()))
    renameSync(partial, file)
    return blob
  } finally {
    await pg.close()
  }
}
