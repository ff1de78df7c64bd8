/**
 * The schema, as an ordered list of migrations applied once each. Append new migrations; never
 * edit one that has shipped.
 */

export interface Migration {
  id: number
  name: string
  sql: string
}

export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: 'projects',
    sql: `
      CREATE TABLE projects (
        project_id text PRIMARY KEY,
        name text NOT NULL,
        allowed_origins text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
  {
    id: 2,
    name: 'project analytics flag',
    sql: 'ALTER TABLE projects ADD COLUMN analytics_enabled boolean NOT NULL DEFAULT true;',
  },
  {
    id: 3,
    name: 'wallet catalogue',
    sql: `
      CREATE TABLE wallets (
        id text PRIMARY KEY,
        position integer NOT NULL UNIQUE,
        name text NOT NULL,
        rdns text,
        chains text[] NOT NULL,
        chain_namespaces text[] NOT NULL,
        image_id text NOT NULL,
        mobile_link text,
        desktop_link text,
        webapp_link text,
        badge_type text NOT NULL CHECK (badge_type IN ('certified', 'none'))
      );
      CREATE TABLE catalogue_state (
        key text PRIMARY KEY,
        value text NOT NULL
      );`,
  },
  {
    id: 4,
    name: 'analytics events',
    sql: `
      CREATE TABLE analytics_events (
        project_id text NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
        event_id text NOT NULL,
        url text NOT NULL,
        domain text NOT NULL,
        event_time timestamptz NOT NULL,
        props jsonb NOT NULL,
        sdk_type text NOT NULL,
        sdk_version text NOT NULL,
        origin text,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (project_id, event_id)
      );`,
  },
  {
    id: 5,
    name: 'names',
    sql: `
      CREATE TABLE names (
        label text PRIMARY KEY CHECK (label ~ '^[a-z0-9-]{4,63}$'),
        owner text NOT NULL,
        attributes jsonb NOT NULL DEFAULT '{}',
        registered_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX names_owner ON names (lower(owner));
      CREATE TABLE name_addresses (
        label text NOT NULL REFERENCES names (label) ON DELETE CASCADE,
        coin_type bigint NOT NULL,
        address text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (label, coin_type)
      );
      CREATE INDEX name_addresses_address ON name_addresses (lower(address));`,
  },
  {
    id: 6,
    name: 'smart sessions',
    sql: `
      CREATE TABLE smart_sessions (
        pci text PRIMARY KEY,
        project_id text NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
        address text NOT NULL,
        chain_id text NOT NULL,
        signer jsonb,
        permissions jsonb NOT NULL,
        policies jsonb NOT NULL,
        expiry timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      );
      CREATE INDEX smart_sessions_address ON smart_sessions (project_id, lower(address));`,
  },
  {
    id: 7,
    name: 'indexed transfers',
    // One row per native transfer (log_index -1) or Transfer log, so the primary key makes a
    // transfer impossible to store twice. Addresses are lower-case 0x text; amounts and token
    // ids are uint256, kept exactly in numeric.
    sql: `
      CREATE TABLE indexed_heads (
        chain_id bigint PRIMARY KEY,
        block_number bigint NOT NULL,
        block_hash text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE transfers (
        chain_id bigint NOT NULL,
        tx_hash text NOT NULL,
        log_index integer NOT NULL CHECK (log_index >= -1),
        block_number bigint NOT NULL,
        block_hash text NOT NULL,
        block_time bigint NOT NULL,
        tx_index integer NOT NULL,
        kind text NOT NULL CHECK (kind IN ('native', 'erc20', 'erc721')),
        contract text,
        from_address text NOT NULL,
        to_address text NOT NULL,
        amount numeric(78, 0),
        token_id numeric(78, 0),
        tx_from text NOT NULL,
        tx_to text,
        status text NOT NULL CHECK (status IN ('confirmed', 'failed')),
        PRIMARY KEY (chain_id, tx_hash, log_index),
        CHECK ((kind = 'native') = (contract IS NULL)),
        CHECK ((kind = 'erc721') = (token_id IS NOT NULL))
      );
      CREATE INDEX transfers_from ON transfers (from_address, block_time DESC);
      CREATE INDEX transfers_to ON transfers (to_address, block_time DESC);
      CREATE INDEX transfers_tx_from ON transfers (tx_from, block_time DESC);
      CREATE INDEX transfers_nft ON transfers (chain_id, contract, token_id, block_number DESC)
        WHERE kind = 'erc721';`,
  },
  {
    id: 8,
    name: 'developers and the console',
    sql: `
      CREATE TABLE developers (
        developer_id text PRIMARY KEY,
        email text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE console_login_codes (
        email text PRIMARY KEY,
        code_hash text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        sent_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE TABLE console_credentials (
        credential_hash text PRIMARY KEY,
        developer_id text NOT NULL REFERENCES developers (developer_id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('session', 'token')),
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz
      );
      CREATE INDEX console_credentials_developer ON console_credentials (developer_id);
      ALTER TABLE projects
        ADD COLUMN owner_id text REFERENCES developers (developer_id) ON DELETE SET NULL,
        ADD COLUMN features jsonb NOT NULL DEFAULT '{}',
        ADD COLUMN connect_methods_order text[],
        ADD COLUMN localhost_any_port boolean NOT NULL DEFAULT false,
        ADD COLUMN version integer NOT NULL DEFAULT 1;
      CREATE INDEX projects_owner ON projects (owner_id);
      CREATE INDEX analytics_events_day ON analytics_events (project_id, event_time);`,
  },
  {
    id: 9,
    name: 'wallet logos',
    // The logo key of each catalogue wallet (icons/libraryIcons.ts); null: a drawn monogram.
    // getWalletImage finds an imported wallet by its registry image id too.
    sql: `
      ALTER TABLE wallets ADD COLUMN icon text;
      CREATE INDEX wallets_image_id ON wallets (image_id);`,
  },
  {
    id: 10,
    name: 'SIWX nonces and sessions',
    // A nonce is handed out once per message and deleted when a signature uses it (single
    // use); a session keeps only the SHA-256 of its bearer token, so a database read cannot
    // sign anyone in.
    sql: `
      CREATE TABLE siwx_nonces (
        nonce text PRIMARY KEY,
        project_id text NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX siwx_nonces_expiry ON siwx_nonces (expires_at);
      CREATE TABLE siwx_sessions (
        token_hash text PRIMARY KEY,
        project_id text NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
        address text NOT NULL,
        chain_id text NOT NULL,
        message text NOT NULL,
        signature text NOT NULL,
        issued_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE INDEX siwx_sessions_account ON siwx_sessions (project_id, address);`,
  },
  {
    id: 11,
    name: 'internal native transfers',
    // The indexer now stores the native currency moved inside calls (a smart account's sends),
    // under log indices -2, -3, … of their transaction. What was indexed without them is
    // indexed again from block 0, so every account's history has them.
    sql: `
      ALTER TABLE transfers DROP CONSTRAINT transfers_log_index_check;
      DELETE FROM transfers;
      DELETE FROM indexed_heads;`,
  },
]
