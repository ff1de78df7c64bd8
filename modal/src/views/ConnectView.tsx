/** Connect: the default view when no account is connected (SPEC §2). */
export function ConnectView() {
  return (
    <section className="portico-view" aria-label="Connect">
      <p className="portico-muted">
        Choose how to connect. Wallet options arrive with the wallet list.
      </p>
    </section>
  )
}
