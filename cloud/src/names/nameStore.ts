/**
 * The name registry in the database: one row per label in `names` (the label is the primary
 * key, so a name has one owner whatever the timing) and its addresses per coin type in
 * `name_addresses`. A registration writes both in one transaction, then tells the cached
 * look-ups (cache/databaseChanges.ts).
 */
import { changeTags, publishChanges } from '../cache/databaseChanges.ts'
import type { Queryable } from '../db/database.ts'
import type { Database } from '../db/openDatabase.ts'
import { createCloudError } from '../http/cloudErrors.ts'
import { fullName } from './nameRules.ts'

/** A name as the profile routes return it. */
export interface NameProfile {
  name: string
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
  /** Unix seconds. */
  registered: number
}

interface ProfileRow {
  label: string
  attributes: Record<string, string>
  registered: number
  addresses: Record<string, { address: string }>
}

const selectProfiles = `
  SELECT n.label, n.attributes, floor(extract(epoch FROM n.registered_at))::float8 AS registered,
    coalesce(json_object_agg(a.coin_type::text, json_build_object('address', a.address))
      FILTER (WHERE a.coin_type IS NOT NULL), '{}'::json) AS addresses
  FROM names n LEFT JOIN name_addresses a ON a.label = n.label`

const toProfile = (row: ProfileRow): NameProfile => ({
  name: fullName(row.label),
  addresses: row.addresses,
  attributes: row.attributes,
  registered: row.registered,
})

export async function findName(db: Queryable, label: string): Promise<NameProfile | null> {
  const { rows } = await db.query<ProfileRow>(
    `${selectProfiles} WHERE n.label = $1 GROUP BY n.label`,
    [label],
  )
  return rows[0] ? toProfile(rows[0]) : null
}

/** Names whose addresses include `address`, oldest first. */
export async function findNamesByAddress(db: Queryable, address: string): Promise<NameProfile[]> {
  const { rows } = await db.query<ProfileRow>(
    `${selectProfiles}
     WHERE n.label IN (SELECT label FROM name_addresses WHERE lower(address) = lower($1))
     GROUP BY n.label ORDER BY min(n.registered_at), n.label`,
    [address],
  )
  return rows.map(toProfile)
}

/** Which of `labels` are taken. */
export async function findRegisteredLabels(
  db: Queryable,
  labels: readonly string[],
): Promise<Set<string>> {
  const { rows } = await db.query<{ label: string }>(
    'SELECT label FROM names WHERE label = ANY($1::text[])',
    [labels],
  )
  return new Set(rows.map((r) => r.label))
}

export interface Registration {
  label: string
  /** The verified signer: the owner. */
  address: string
  coinType: number
  attributes: Record<string, string>
}

/**
 * Registers `label` to `address`, or updates the attributes when `address` already owns it.
 * @throws ApiError NAME_TAKEN (409) when another address owns it.
 */
export async function registerName(
  db: Database,
  registration: Registration,
): Promise<{ created: boolean; profile: NameProfile }> {
  const { label, address, coinType, attributes } = registration
  const registered = await db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO names (label, owner, attributes) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (label) DO NOTHING RETURNING label`,
      [label, address, JSON.stringify(attributes)],
    )
    const created = inserted.rows.length === 1
    if (!created) {
      const { rows } = await tx.query<{ owner: string }>(
        'SELECT owner FROM names WHERE label = $1 FOR UPDATE',
        [label],
      )
      if (rows[0]?.owner.toLowerCase() !== address.toLowerCase())
        throw createCloudError('NAME_TAKEN', { details: fullName(label) })
      await tx.query(
        'UPDATE names SET attributes = $2::jsonb, updated_at = now() WHERE label = $1',
        [label, JSON.stringify(attributes)],
      )
    }
    await tx.query(
      `INSERT INTO name_addresses (label, coin_type, address) VALUES ($1, $2, $3)
       ON CONFLICT (label, coin_type) DO UPDATE SET address = EXCLUDED.address`,
      [label, coinType, address],
    )
    const profile = await findName(tx, label)
    if (!profile) throw new Error(`registered name ${label} not found in its own transaction`)
    return { created, profile }
  })
  // Committed: the cached look-ups of every name (suggestions read many) are stale.
  publishChanges(db, [changeTags.names])
  return registered
}
