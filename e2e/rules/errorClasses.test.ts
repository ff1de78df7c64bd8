/**
 * Every error class of Portico's own code extends PorticoError (DESIGN.md §5) and carries a
 * stable code. The EIP-1193 errors (the e-mail wallet's provider, and the demo wallet and test
 * extension, which stand in for third-party wallets) keep their numeric `code` instead.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { PorticoError } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import { CloudEnvError } from '../../cloud/src/readCloudEnv.ts'
import { StackConfigError } from '../../devnet/src/config.ts'
import { PortInUseError } from '../../devnet/src/ports.ts'
import { PorticoOptionsError } from '../../modal/src/createPortico.ts'
import { PorticoWagmiError } from '../../modal/src/wagmi/porticoWagmiConfig.ts'
import { FrameServerConfigError } from '../../secure-frame/server/config/resolveFrameServerConfig.ts'

describe('error classes', () => {
  it.each([
    [PorticoOptionsError, 'INVALID_OPTIONS'],
    [PorticoWagmiError, 'NO_EVM_NETWORK'],
    [FrameServerConfigError, 'FRAME_SERVER_CONFIG_INVALID'],
    [CloudEnvError, 'CLOUD_ENV_INVALID'],
    [StackConfigError, 'STACK_CONFIG_INVALID'],
    [PortInUseError, 'PORT_IN_USE'],
  ] as const)('%o is a PorticoError with code %s', (ErrorClass, code) => {
    const error = new ErrorClass('what went wrong')
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({ code, name: ErrorClass.name, message: 'what went wrong' })
  })

  it('no class of the product extends Error directly, but the EIP-1193 ones', () => {
    const files = execFileSync(
      'git',
      [
        'grep',
        '-lE',
        'class [A-Za-z]+ extends Error( |$)',
        '--',
        'shared',
        'modal/src',
        'secure-frame',
        'cloud/src',
        'devnet/src',
      ],
      { encoding: 'utf8', cwd: new URL('../..', import.meta.url).pathname },
    )
      .split('\n')
      .filter(Boolean)
      .filter((file) => !file.includes('.test.'))
    const allowed = [
      'shared/src/errors/PorticoError.ts',
      'modal/src/connectors/auth/createAuthProvider.ts',
    ]
    expect(files.filter((file) => !allowed.includes(file))).toEqual([])
    expect(
      readFileSync(
        new URL('../../modal/src/connectors/auth/createAuthProvider.ts', import.meta.url),
        'utf8',
      ),
    ).toContain('EIP-1193')
  })
})
