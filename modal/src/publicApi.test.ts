/**
 * The public API of each entry point, pinned: adding, renaming or removing an export (a value or
 * a type) changes one of these lists, so it shows as a diff in review. Read with the TypeScript
 * compiler from the entry files, the same declarations the package's .d.ts bundles are made of.
 */
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const entries = {
  '@portico/modal': 'index.ts',
  '@portico/modal/react': 'react.ts',
  '@portico/modal/vite': 'vite.ts',
  '@portico/modal/wagmi': 'wagmi.ts',
  '@portico/modal/smart-sessions': 'smartSessions.ts',
} as const

const files = Object.values(entries).map((file) => fileURLToPath(new URL(file, import.meta.url)))
const program = ts.createProgram(files, {
  strict: true,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
  noEmit: true,
  skipLibCheck: true,
})
const checker = program.getTypeChecker()

/** `name` for an export with a runtime value, `type Name` for a type-only one; sorted. */
function exportsOf(file: string): string[] {
  const source = program.getSourceFile(file)
  const module = source && checker.getSymbolAtLocation(source)
  if (!module) throw new Error(`cannot read ${file}`)
  return checker
    .getExportsOfModule(module)
    .map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
      return target.flags & ts.SymbolFlags.Value ? symbol.name : `type ${symbol.name}`
    })
    .sort((a, b) => a.replace('type ', '').localeCompare(b.replace('type ', ''), 'en'))
}

const exportsOfEntry = (entry: keyof typeof entries) =>
  exportsOf(fileURLToPath(new URL(entries[entry], import.meta.url)))

describe('public API', () => {
  it('@portico/modal', () => {
    expect(exportsOfEntry('@portico/modal')).toEqual([
      'type AccountStatus',
      'type AnySolanaTransaction',
      'type AuthConnector',
      'type AuthConnectorOptions',
      'type BitcoinAccountAddress',
      'bitcoinMainnet',
      'type BitcoinProvider',
      'type BitcoinSendTransferParams',
      'type BitcoinSignMessageParams',
      'type BitcoinSignPsbtParams',
      'type BitcoinSignPsbtResponse',
      'bitcoinTestnet',
      'type CaipNetwork',
      'createPortico',
      'DEFAULT_API_URL',
      'DEFAULT_FRAME_URL',
      'DEFAULT_RELAY_URL',
      'defineBitcoinNetwork',
      'defineEvmNetwork',
      'definePolkadotNetwork',
      'defineSolanaNetwork',
      'type Eip1193Provider',
      'type NativeCurrency',
      'type OpenOptions',
      'type PolkadotInjectedSigner',
      'polkadotMainnet',
      'type PolkadotProvider',
      'type PolkadotSignerPayloadJSON',
      'type PolkadotSignerPayloadRaw',
      'type Portico',
      'type PorticoAccountState',
      'porticoBitcoinRegtest',
      'porticoDevnet',
      'porticoDevnet2',
      'type PorticoEvent',
      'type PorticoOptions',
      'PorticoOptionsError',
      'porticoSolanaDevnet',
      'porticoSolanaDevnet2',
      'type PorticoState',
      'type PorticoWalletInfo',
      'type ResolvedPorticoOptions',
      'type SiwxConfig',
      'type SiwxMessage',
      'type SiwxSession',
      'type SiwxSessionSummary',
      'type SolanaConnection',
      'type SolanaProvider',
      'type SolanaPublicKey',
      'type SolanaSendOptions',
      'UNKNOWN_NETWORK_NAME',
      'type View',
    ])
  })

  it('@portico/modal/react', () => {
    expect(exportsOfEntry('@portico/modal/react')).toEqual([
      'ConnectButton',
      'type ConnectButtonProps',
      'NetworkButton',
      'PorticoProvider',
      'useDisconnect',
      'useModal',
      'useModalAccount',
      'useModalEvents',
      'useModalNetwork',
      'useModalProvider',
      'useModalState',
      'useModalTheme',
      'useWalletInfo',
    ])
  })

  it('@portico/modal/vite', () => {
    expect(exportsOfEntry('@portico/modal/vite')).toEqual(['openPathChunk'])
  })

  it('@portico/modal/wagmi', () => {
    expect(exportsOfEntry('@portico/modal/wagmi')).toEqual([
      'PORTICO_CONNECTOR_ID',
      'porticoConnector',
      'porticoWagmiConfig',
      'type PorticoWagmiConfigParameters',
      'PorticoWagmiError',
      'wagmiChainsOf',
    ])
  })

  it('@portico/modal/smart-sessions', () => {
    expect(exportsOfEntry('@portico/modal/smart-sessions')).toEqual([
      'getSessions',
      'grantPermissions',
      'type GrantPermissionsRequest',
      'type GrantPermissionsResponse',
      'revokePermissions',
      'type SessionKeyAccount',
      'type SessionKeyAccountOptions',
      'type SmartSession',
      'toSessionKeyAccount',
    ])
  })
})
