/**
 * The ERC-4337 contracts around EntryPoint v0.8: the PorticoAccount factory (SimpleAccount v0.8
 * with EIP-1271) and the verifying paymaster, both through the CREATE2 deployer so their
 * addresses never depend on what else was deployed. The paymaster is funded (a deposit in the
 * EntryPoint) and staked, and its signer is the sponsor service's key when one is given.
 */
import {
  type Abi,
  type Account,
  type Address,
  type Chain,
  concat,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
  type PublicClient,
  parseEther,
  type Transport,
  type WalletClient,
} from 'viem'
import type { CompiledContract } from './compileContracts.ts'

/** Arachnid's CREATE2 deployer, present on anvil from genesis. */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
const ZERO_SALT: Hex = `0x${'00'.repeat(32)}`
/** What the paymaster holds in the EntryPoint to pay for the operations it sponsors. */
export const PAYMASTER_DEPOSIT = parseEther('100')
/** Its stake (the ERC-7562 reputation rules treat staked paymasters better). */
export const PAYMASTER_STAKE = parseEther('1')
export const PAYMASTER_UNSTAKE_DELAY_SECONDS = 86_400

export interface AccountAbstractionContracts {
  smartAccountFactory: Address
  verifyingPaymaster: Address
  /** PorticoSessionAccount: what a PorticoAccount upgrades to for session keys (not audited). */
  sessionAccountImplementation: Address
}

export interface DeployAccountAbstractionOptions {
  client: PublicClient
  wallet: WalletClient<Transport, Chain, Account>
  compiled: Record<string, CompiledContract>
  entryPoint: Address
  /** Owner of the paymaster (its stake and deposit): the devnet's deployer. */
  owner: Address
  /** The address whose signatures the paymaster accepts (the sponsor service's key). */
  paymasterSigner?: Address
}

export async function deployAccountAbstraction(
  o: DeployAccountAbstractionOptions,
): Promise<AccountAbstractionContracts> {
  const factory = o.compiled.PorticoAccountFactory
  const paymaster = o.compiled.VerifyingPaymaster
  const sessionAccount = o.compiled.PorticoSessionAccount
  if (!factory || !paymaster || !sessionAccount)
    throw new Error('ERC-4337 contracts missing from the compiler output')
  const wait = async (hash: Hex, what: string) => {
    const receipt = await o.client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${what} reverted`)
  }
  const create2 = async (bytecode: Hex, what: string) => {
    const address = getContractAddress({
      opcode: 'CREATE2',
      from: CREATE2_DEPLOYER,
      salt: ZERO_SALT,
      bytecode,
    })
    if (!(await o.client.getCode({ address }))) {
      await wait(
        await o.wallet.sendTransaction({
          to: CREATE2_DEPLOYER,
          data: concat([ZERO_SALT, bytecode]),
        }),
        what,
      )
      if (!(await o.client.getCode({ address }))) throw new Error(`${what} deployment failed`)
    }
    return address
  }
  const write = async (
    address: Address,
    abi: Abi,
    functionName: string,
    args: unknown[],
    value?: bigint,
  ) => wait(await o.wallet.writeContract({ address, abi, functionName, args, value }), functionName)

  const smartAccountFactory = await create2(
    concat([factory.bytecode, encodeAbiParameters([{ type: 'address' }], [o.entryPoint])]),
    'PorticoAccountFactory',
  )
  const verifyingPaymaster = await create2(
    concat([
      paymaster.bytecode,
      encodeAbiParameters([{ type: 'address' }, { type: 'address' }], [o.entryPoint, o.owner]),
    ]),
    'VerifyingPaymaster',
  )
  await write(verifyingPaymaster, paymaster.abi, 'deposit', [], PAYMASTER_DEPOSIT)
  await write(
    verifyingPaymaster,
    paymaster.abi,
    'addStake',
    [PAYMASTER_UNSTAKE_DELAY_SECONDS],
    PAYMASTER_STAKE,
  )
  if (o.paymasterSigner)
    await write(verifyingPaymaster, paymaster.abi, 'setVerifyingSigner', [o.paymasterSigner])
  const sessionAccountImplementation = await create2(
    concat([sessionAccount.bytecode, encodeAbiParameters([{ type: 'address' }], [o.entryPoint])]),
    'PorticoSessionAccount',
  )
  return { smartAccountFactory, verifyingPaymaster, sessionAccountImplementation }
}
