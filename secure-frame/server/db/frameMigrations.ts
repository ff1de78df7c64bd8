/**
 * The secure frame's schema, applied in order once each and recorded in `schema_migrations`.
 * Append new migrations; never edit one that has shipped. Times are written from the server's
 * clock (not `now()`), so tests can move time forward.
 */
export const frameMigrations: readonly { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: 'e-mail login, keys and sessions',
    sql: `
      CREATE TABLE users (
        id text PRIMARY KEY,
        email text NOT NULL UNIQUE,
        evm_address text NOT NULL,
        evm_private_key text NOT NULL,
        solana_address text NOT NULL,
        solana_private_key text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE TABLE approved_devices (
        email text NOT NULL,
        device_id text NOT NULL,
        approved_at timestamptz NOT NULL,
        PRIMARY KEY (email, device_id)
      );
      CREATE TABLE device_approvals (
        token_hash text PRIMARY KEY,
        email text NOT NULL,
        device_id text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        approved_at timestamptz,
        otp_sent_at timestamptz
      );
      CREATE INDEX device_approvals_by_device ON device_approvals (email, device_id);
      CREATE TABLE otp_codes (
        id text PRIMARY KEY,
        purpose text NOT NULL,
        subject text NOT NULL,
        device_id text NOT NULL,
        sent_to text NOT NULL,
        new_email text,
        code_hash text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz
      );
      CREATE INDEX otp_codes_by_subject ON otp_codes (purpose, subject, device_id);
      CREATE TABLE email_cooldowns (
        kind text NOT NULL,
        email text NOT NULL,
        last_sent_at timestamptz NOT NULL,
        PRIMARY KEY (kind, email)
      );
      CREATE TABLE sessions (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id),
        device_id text NOT NULL,
        origin text NOT NULL,
        project_id text NOT NULL,
        chain_id integer NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      );`,
  },
  {
    id: 2,
    name: 'what the approval page shows: project, origin and browser of the login',
    sql: `
      ALTER TABLE device_approvals ADD COLUMN project_id text;
      ALTER TABLE device_approvals ADD COLUMN origin text;
      ALTER TABLE device_approvals ADD COLUMN user_agent text;`,
  },
  {
    id: 3,
    name: 'wallet keys split on the device (KEYS.md): enrolments and recovery methods',
    sql: `
      ALTER TABLE users ALTER COLUMN evm_address DROP NOT NULL;
      ALTER TABLE users ALTER COLUMN solana_address DROP NOT NULL;
      ALTER TABLE users ALTER COLUMN evm_private_key DROP NOT NULL;
      ALTER TABLE users ALTER COLUMN solana_private_key DROP NOT NULL;
      CREATE TABLE wallet_enrolments (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        device_id text NOT NULL,
        auth_share text NOT NULL,
        recovery_share text NOT NULL,
        user_agent text,
        created_at timestamptz NOT NULL,
        last_used_at timestamptz NOT NULL,
        UNIQUE (user_id, device_id)
      );
      CREATE TABLE recovery_methods (
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('password', 'passkey')),
        wrapped_key text NOT NULL,
        params jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, kind)
      );`,
  },
  {
    id: 4,
    name: 'Sign In With Farcaster: users by fid, and the logins waiting on the relay',
    sql: `
      ALTER TABLE users ALTER COLUMN email DROP NOT NULL;
      ALTER TABLE users ADD COLUMN farcaster_fid bigint UNIQUE;
      ALTER TABLE users ADD COLUMN farcaster_username text;
      CREATE TABLE farcaster_logins (
        device_id text PRIMARY KEY,
        channel_token text NOT NULL,
        nonce text NOT NULL,
        project_id text NOT NULL,
        origin text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        fid bigint,
        username text,
        verified_at timestamptz
      );`,
  },
  {
    id: 5,
    name: 'social login (issue 21): users of a provider, and logins in progress',
    sql: `
      ALTER TABLE users ADD COLUMN social_provider text;
      ALTER TABLE users ADD COLUMN social_subject text;
      ALTER TABLE users ADD COLUMN user_name text;
      ALTER TABLE users ADD COLUMN social_email text;
      CREATE UNIQUE INDEX users_by_social ON users (social_provider, social_subject);
      CREATE TABLE social_logins (
        state_hash text PRIMARY KEY,
        provider text NOT NULL,
        project_id text NOT NULL,
        origin text NOT NULL,
        device_id text NOT NULL,
        claim_hash text NOT NULL,
        code_verifier text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        callback_at timestamptz,
        result jsonb,
        claimed_at timestamptz
      );`,
  },
]
