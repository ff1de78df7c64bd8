/** Shown instead of the wallet when its configuration or URL is unusable. */
export function ConfigError({ message }: { message: string }) {
  return (
    <main>
      <h1>Portico demo wallet</h1>
      <div className="error" role="alert">
        <span data-testid="wallet-error">{message}</span>
      </div>
      <p className="muted" data-testid="wallet-status" data-phase="failed">
        The wallet did not start. The page is served by devnet's createDemoWalletServer, which
        embeds the configuration; check how it was started.
      </p>
    </main>
  )
}
