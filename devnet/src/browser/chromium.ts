/** Debian's Chromium and the flags that keep it off the network (offline-stack.md). */
export const chromiumPath = process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium'

/**
 * Playwright disables ThirdPartyStoragePartitioning, so storage in a cross-site iframe throws
 * "Access is denied" there, unlike in current Chrome, Safari and Firefox, which partition it per
 * top-level site. This is its list again without that one (the last --disable-features wins), so
 * the secure frame keeps its session and device key as it does for users.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]

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
  `--disable-features=${playwrightDisabledFeatures.join(',')}`,
]
