/** Debian's Chromium and the flags that keep it off the network (offline-stack.md). */
export const chromiumPath = process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
]
