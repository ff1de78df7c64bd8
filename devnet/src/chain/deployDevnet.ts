/**
 * Deploys devnet's contracts from npm-shipped artifacts (WETH9, Uniswap V2, EntryPoint v0.8)
 * and our compiled test tokens, funds the test accounts, seeds two Uniswap pools and mints
 * NFTs of the Portico Collectibles (ERC-721) collection to the first accounts, then the ERC-4337
 * smart-account factory and verifying paymaster (deployAccountAbstraction.ts). Everything is
 * sent by one deployer in a fixed order, so a fresh chain always gets the same addresses.
 */
import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { defineChain } from 'viem/utils'
import type { Deployments } from '../deployments.ts'
import { compileContracts } from './compileContracts.ts'
import { CREATE2_DEPLOYER, deployAccountAbstraction } from './deployAccountAbstraction.ts'
import { DEVNET_CHAIN_ID, DEVNET_MNEMONIC } from './startAnvil.ts'

const require = createRequire(import.meta.url)

/** The salt that puts EntryPoint v0.8 at its canonical address. */
const ENTRY_POINT_V08_SALT: Hex =
  '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'
const ENTRY_POINT_V08_ADDRESS: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

/** How many anvil accounts get test tokens. */
const FUNDED_ACCOUNTS = 10
/** Accounts 0 to 3 get 3 collectibles each: account i holds token ids 3i+1 to 3i+3. */
const NFT_HOLDERS = 4
const NFTS_PER_ACCOUNT = 3

interface Artifact {
  abi: Abi
  bytecode: Hex
}

function artifact(path: string): Artifact {
  const json = require(path) as { abi: Abi; bytecode: string }
  return {
    abi: json.abi,
    bytecode: (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as Hex,
  }
}

export interface DeployDevnetOptions {
  /** The key the sponsor service signs with: the verifying paymaster accepts its signatures. */
  paymasterSigner?: Address
}

export async function deployDevnet(
  rpcUrl: string,
  cacheDir: string,
  options: DeployDevnetOptions = {},
): Promise<Deployments> {
  const chain = defineChain({
    id: DEVNET_CHAIN_ID,
    name: 'Portico Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const deployer = mnemonicToAccount(DEVNET_MNEMONIC)
  const transport = http(rpcUrl)
  const client = createPublicClient({ chain, transport })
  const wallet = createWalletClient({ chain, transport, account: deployer })
  const compiled = compileContracts(cacheDir)

  const deploy = async (a: Artifact, args: unknown[] = []) => {
    const hash = await wallet.deployContract({ abi: a.abi, bytecode: a.bytecode, args })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress) throw new Error('deployment failed')
    return receipt.contractAddress
  }
  const write = async (
    address: Address,
    abi: Abi,
    functionName: string,
    args: unknown[],
    value?: bigint,
  ) => {
    const hash = await wallet.writeContract({
      address,
      abi,
      functionName,
      args,
      value,
      chain,
      account: deployer,
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${functionName} reverted`)
  }

  const weth = artifact('@uniswap/v2-periphery/build/WETH9.json')
  const factory = artifact('@uniswap/v2-core/build/UniswapV2Factory.json')
  const pair = artifact('@uniswap/v2-core/build/UniswapV2Pair.json')
  const router = artifact('@uniswap/v2-periphery/build/UniswapV2Router02.json')
  const entryPoint = artifact('@account-abstraction/contracts/artifacts/EntryPoint.json')
  const usd = compiled.TestUSD
  const ptk = compiled.PorticoToken
  const collectibles = compiled.PorticoCollectibles
  if (!usd || !ptk || !collectibles)
    throw new Error('devnet contracts missing from the compiler output')

  const wethAddress = await deploy(weth)
  const factoryAddress = await deploy(factory, [deployer.address])
  const routerAddress = await deploy(router, [factoryAddress, wethAddress])
  const usdAddress = await deploy(usd)
  const ptkAddress = await deploy(ptk)

  const entryPointAddress = getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER,
    salt: ENTRY_POINT_V08_SALT,
    bytecode: entryPoint.bytecode,
  })
  if (entryPointAddress !== ENTRY_POINT_V08_ADDRESS)
    throw new Error(`EntryPoint artifact would land at ${entryPointAddress}`)
  if (!(await client.getCode({ address: entryPointAddress }))) {
    const hash = await wallet.sendTransaction({
      to: CREATE2_DEPLOYER,
      data: `${ENTRY_POINT_V08_SALT}${entryPoint.bytecode.slice(2)}`,
      chain,
      account: deployer,
    })
    await client.waitForTransactionReceipt({ hash })
    if (!(await client.getCode({ address: entryPointAddress })))
      throw new Error('EntryPoint v0.8 deployment failed')
  }

  // Every test account gets 100,000 tUSD and 100,000 PTK.
  const accounts = Array.from(
    { length: FUNDED_ACCOUNTS },
    (_, i) => mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: i }).address,
  )
  for (const to of accounts) {
    await write(usdAddress, usd.abi, 'mint', [to, parseUnits('100000', 6)])
    await write(ptkAddress, ptk.abi, 'mint', [to, parseUnits('100000', 18)])
  }
  // The deployer also holds the liquidity it provides.
  await write(usdAddress, usd.abi, 'mint', [deployer.address, parseUnits('3000000', 6)])
  await write(ptkAddress, ptk.abi, 'mint', [deployer.address, parseUnits('1000000', 18)])

  const block = await client.getBlock()
  const deadline = block.timestamp + 3600n
  // Pool 1: 1,000 ETH / 3,000,000 tUSD (1 ETH = 3,000 USD). Pool 2: 100 ETH / 300,000 PTK (1 PTK = 1 USD).
  await write(usdAddress, usd.abi, 'approve', [routerAddress, parseUnits('3000000', 6)])
  await write(
    routerAddress,
    router.abi,
    'addLiquidityETH',
    [usdAddress, parseUnits('3000000', 6), 0n, 0n, deployer.address, deadline],
    parseEther('1000'),
  )
  await write(ptkAddress, ptk.abi, 'approve', [routerAddress, parseUnits('300000', 18)])
  await write(
    routerAddress,
    router.abi,
    'addLiquidityETH',
    [ptkAddress, parseUnits('300000', 18), 0n, 0n, deployer.address, deadline],
    parseEther('100'),
  )

  // Deployed last, so the addresses of everything above stay what they were before it existed.
  const collectiblesAddress = await deploy(collectibles)
  const minted: { owner: Address; tokenIds: number[] }[] = []
  for (const owner of accounts.slice(0, NFT_HOLDERS)) {
    await write(collectiblesAddress, collectibles.abi, 'mint', [owner, BigInt(NFTS_PER_ACCOUNT)])
    const first = minted.length * NFTS_PER_ACCOUNT + 1
    minted.push({ owner, tokenIds: Array.from({ length: NFTS_PER_ACCOUNT }, (_, i) => first + i) })
  }

  // ERC-4337 around the EntryPoint: CREATE2 addresses, so nothing above moves.
  const accountAbstraction = await deployAccountAbstraction({
    client,
    wallet,
    compiled,
    entryPoint: entryPointAddress,
    owner: deployer.address,
    paymasterSigner: options.paymasterSigner,
  })

  const getPair = async (token: Address) =>
    (await client.readContract({
      address: factoryAddress,
      abi: factory.abi,
      functionName: 'getPair',
      args: [token, wethAddress],
    })) as Address

  return {
    chainId: DEVNET_CHAIN_ID,
    rpcUrl,
    deployer: deployer.address,
    accounts,
    contracts: {
      weth9: wethAddress,
      uniswapV2Factory: factoryAddress,
      uniswapV2Router02: routerAddress,
      entryPoint: entryPointAddress,
      ...accountAbstraction,
    },
    pairInitCodeHash: keccak256(pair.bytecode),
    tokens: [
      {
        symbol: 'tUSD',
        name: 'Test USD',
        decimals: 6,
        address: usdAddress,
        transferInterface: 'usdt',
      },
      {
        symbol: 'PTK',
        name: 'Portico Token',
        decimals: 18,
        address: ptkAddress,
        transferInterface: 'erc20',
      },
    ],
    pools: [
      { pair: await getPair(usdAddress), token0Symbol: 'WETH', token1Symbol: 'tUSD' },
      { pair: await getPair(ptkAddress), token0Symbol: 'WETH', token1Symbol: 'PTK' },
    ],
    collections: [
      { symbol: 'PCOL', name: 'Portico Collectibles', address: collectiblesAddress, minted },
    ],
  }
}
