/**
 * Writes the wallet catalogue into the database when the stored copy is of another version.
 * One transaction under an advisory lock: instances starting together write it once, and a
 * reader sees the old catalogue or the new one, never a mix.
 */
import type { Database } from '../db/database.ts'
import { type Catalogue, defaultCatalogue } from './walletCatalogue.ts'

const CATALOGUE_LOCK_KEY = 4_100_002
const VERSION_KEY = 'wallets_version'

/** Returns true when it wrote the catalogue, false when the stored copy was current. */
export async function seedWalletCatalogue(
  db: Database,
  catalogue: Catalogue = defaultCatalogue,
): Promise<boolean> {
  const current = await db.query<{ value: string }>(
    'SELECT value FROM catalogue_state WHERE key = $1',
    [VERSION_KEY],
  )
  if (current.rows[0]?.value === catalogue.version) return false
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CATALOGUE_LOCK_KEY])
    const again = await tx.query<{ value: string }>(
      'SELECT value FROM catalogue_state WHERE key = $1',
      [VERSION_KEY],
    )
    if (again.rows[0]?.value === catalogue.version) return false
    const rows = catalogue.wallets.map((w, position) => ({
      ...w,
      position,
      chain_namespaces: [...new Set(w.chains.map((c) => c.split(':')[0]))],
    }))
    await tx.query('DELETE FROM wallets')
    await tx.query(
      `INSERT INTO wallets (id, position, name, rdns, chains, chain_namespaces, image_id,
         mobile_link, desktop_link, webapp_link, badge_type)
       SELECT id, position, name, rdns, chains, chain_namespaces, image_id,
         mobile_link, desktop_link, webapp_link, badge_type
       FROM jsonb_to_recordset($1::jsonb) AS w(id text, position integer, name text, rdns text,
         chains text[], chain_namespaces text[], image_id text, mobile_link text,
         desktop_link text, webapp_link text, badge_type text)`,
      [JSON.stringify(rows)],
    )
    await tx.query(
      `INSERT INTO catalogue_state (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [VERSION_KEY, catalogue.version],
    )
    return true
  })
}
