/** What a send view shows when it was opened without a connected account. */
export function SendNotConnected() {
  return (
    <div className="portico-body">
      <p className="portico-muted">Connect a wallet to send.</p>
    </div>
  )
}
