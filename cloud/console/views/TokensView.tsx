/**
 * API tokens for the CLI and CI: the list (names and dates; secrets are never shown again), a
 * form that creates one and shows its secret once, and revoke.
 */
import { useState } from 'react'
import type { z } from 'zod'
import type { newTokenSchema } from '../../src/console/consoleContract.ts'
import { consoleApi } from '../api/consoleApi.ts'
import { Card } from '../ui/Card.tsx'
import { CopyButton } from '../ui/CopyButton.tsx'
import { ErrorText } from '../ui/ErrorText.tsx'
import { NameForm } from '../ui/NameForm.tsx'
import { useAction } from '../ui/useAction.ts'
import { useLoad } from '../ui/useLoad.ts'

type NewToken = z.infer<typeof newTokenSchema>

const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

export function TokensView() {
  const tokens = useLoad(consoleApi.listTokens, 'tokens')
  const [name, setName] = useState('')
  const [created, setCreated] = useState<NewToken | null>(null)
  const [status, setStatus] = useState('')
  const create = useAction(async (tokenName: string) => {
    const token = await consoleApi.createToken(tokenName)
    setCreated(token)
    setName('')
    await tokens.reload()
  })
  const revoke = useAction(async (tokenId: string, tokenName: string) => {
    await consoleApi.revokeToken(tokenId)
    if (created?.id === tokenId) setCreated(null)
    setStatus(`Revoked ${tokenName}`)
    await tokens.reload()
  })
  const submit = (tokenName: string) => {
    setStatus('')
    void create.run(tokenName)
  }
  return (
    <Card
      title="API tokens"
      description="For the CLI and CI: send as Authorization: Bearer <token>. A token acts as you on every project."
      busy={tokens.loading}
    >
      <NameForm
        label="New token name"
        placeholder="CI deploys"
        submitText="Create token"
        value={name}
        onChange={setName}
        onSubmit={submit}
        pending={create.pending}
        error={create.error}
      />
      {created && (
        <div className="secret" role="status">
          <p>
            <strong>Copy the token “{created.name}” now.</strong> It is shown only this once; keep
            it as a secret.
          </p>
          <div className="id-row">
            <code className="secret-value" data-testid="new-token">
              {created.token}
            </code>
            <CopyButton value={created.token} label="Copy the new token" />
          </div>
          <button type="button" className="button button-small" onClick={() => setCreated(null)}>
            I have copied it
          </button>
        </div>
      )}
      <ErrorText error={tokens.error} />
      <ErrorText error={revoke.error} />
      {tokens.data &&
        (tokens.data.tokens.length === 0 ? (
          <p className="empty-state">No API tokens.</p>
        ) : (
          <ul className="token-list" aria-label="API tokens">
            {tokens.data.tokens.map((token) => (
              <li key={token.id} className="token-row">
                <div>
                  <span className="token-name">{token.name}</span>
                  <span className="hint">Created {date.format(new Date(token.createdAt))}</span>
                </div>
                <button
                  type="button"
                  className="button button-small button-danger"
                  aria-label={`Revoke ${token.name}`}
                  disabled={revoke.pending}
                  onClick={() => {
                    if (confirm(`Revoke “${token.name}”? Whatever uses it stops working.`))
                      void revoke.run(token.id, token.name)
                  }}
                >
                  Revoke
                </button>
              </li>
            ))}
          </ul>
        ))}
      <p className="status" aria-live="polite">
        {status}
      </p>
    </Card>
  )
}
