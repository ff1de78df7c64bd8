import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, erc20Abi, http, parseAbi, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Deployments } from '../deployments.ts'
import { deployDevnet } from './deployDevnet.ts'
import { type RunningAnvil, startAnvil } from './startAnvil.ts'

describe('devnet deployments on a real anvil', () => {
  let anvil: RunningAnvil
  let deployments: Deployments
  beforeAll(async () => {
    anvil = await startAnvil({ host: '127.0.0.1', port: 28545 })
    deployments = await deployDevnet(anvil.rpcUrl, mkdtempSync(join(tmpdir(), 'portico-build-')))
  }, 60_000)
  afterAll(() => anvil?.stop())

  const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })

  it('puts EntryPoint v0.8 at its canonical address', async () => {
    expect(deployments.contracts.entryPoint).toBe('0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108')
    expect(
      (await client().getCode({ address: deployments.contracts.entryPoint }))?.length,
    ).toBeGreaterThan(100)
  })

  it('funds every test account with both tokens, with their decimals', async () => {
    const [usd, ptk] = deployments.tokens
    expect(usd).toMatchObject({ symbol: 'tUSD', decimals: 6, transferInterface: 'usdt' })
    expect(ptk).toMatchObject({ symbol: 'PTK', decimals: 18, transferInterface: 'erc20' })
    const holder = deployments.accounts[9]
    if (!usd || !ptk || !holder) throw new Error('missing')
    expect(
      await client().readContract({
        address: usd.address,
        abi: erc20Abi,
        functionName: 'decimals',
      }),
    ).toBe(6)
    expect(
      await client().readContract({
        address: usd.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder],
      }),
    ).toBe(parseUnits('100000', 6))
    expect(
      await client().readContract({
        address: ptk.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder],
      }),
    ).toBe(parseUnits('100000', 18))
  })

  it('gives tUSD the USDT interface: transfer returns no bool', async () => {
    const usd = deployments.tokens[0]
    if (!usd) throw new Error('missing')
    // A standard ERC-20 call that expects a bool fails to decode the empty return data.
    const simulate = client().simulateContract({
      address: usd.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [deployments.accounts[1] as `0x${string}`, 1n],
      account: deployments.accounts[0] as `0x${string}`,
    })
    await expect(simulate).rejects.toThrow()
    const usdtAbi = parseAbi(['function transfer(address to, uint256 value)'])
    const ok = await client().simulateContract({
      address: usd.address,
      abi: usdtAbi,
      functionName: 'transfer',
      args: [deployments.accounts[1] as `0x${string}`, 1n],
      account: deployments.accounts[0] as `0x${string}`,
    })
    expect(ok.result).toBeUndefined()
  })

  it('mints Portico Collectibles (ERC-721) ids 3i+1 to 3i+3 to accounts 0 to 3', async () => {
    const [collection] = deployments.collections
    expect(collection).toMatchObject({ symbol: 'PCOL', name: 'Portico Collectibles' })
    if (!collection) throw new Error('missing')
    expect(collection.minted).toEqual(
      deployments.accounts.slice(0, 4).map((owner, i) => ({
        owner,
        tokenIds: [3 * i + 1, 3 * i + 2, 3 * i + 3],
      })),
    )
    const erc721 = parseAbi([
      'function ownerOf(uint256) view returns (address)',
      'function balanceOf(address) view returns (uint256)',
      'function symbol() view returns (string)',
    ])
    const contract = { address: collection.address, abi: erc721 } as const
    const [first, , , fourth, fifth] = deployments.accounts
    if (!first || !fifth) throw new Error('missing')
    expect(await client().readContract({ ...contract, functionName: 'symbol' })).toBe('PCOL')
    expect(await client().readContract({ ...contract, functionName: 'ownerOf', args: [12n] })).toBe(
      fourth,
    )
    expect(
      await client().readContract({ ...contract, functionName: 'balanceOf', args: [first] }),
    ).toBe(3n)
    expect(
      await client().readContract({ ...contract, functionName: 'balanceOf', args: [fifth] }),
    ).toBe(0n)
  })

  it('seeds two Uniswap V2 pools with liquidity, priced 1 ETH = 3,000 tUSD', async () => {
    expect(deployments.pools).toHaveLength(2)
    const pairAbi = parseAbi([
      'function getReserves() view returns (uint112, uint112, uint32)',
      'function token0() view returns (address)',
    ])
    const [usdPool] = deployments.pools
    if (!usdPool) throw new Error('missing')
    const [r0, r1] = await client().readContract({
      address: usdPool.pair,
      abi: pairAbi,
      functionName: 'getReserves',
    })
    const token0 = await client().readContract({
      address: usdPool.pair,
      abi: pairAbi,
      functionName: 'token0',
    })
    const [weth, usd] =
      token0.toLowerCase() === deployments.contracts.weth9.toLowerCase() ? [r0, r1] : [r1, r0]
    expect(weth).toBe(parseUnits('1000', 18))
    expect(usd).toBe(parseUnits('3000000', 6))
    const routerAbi = parseAbi([
      'function getAmountsOut(uint256, address[]) view returns (uint256[])',
    ])
    const out = await client().readContract({
      address: deployments.contracts.uniswapV2Router02,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [
        parseUnits('1', 18),
        [deployments.contracts.weth9, deployments.tokens[0]?.address as `0x${string}`],
      ],
    })
    expect(Number(out[1]) / 1e6).toBeGreaterThan(2980)
    expect(Number(out[1]) / 1e6).toBeLessThan(3000)
  })
  it('funds and stakes the verifying paymaster, owned by the deployer, with no signer unless given', async () => {
    const paymasterAbi = parseAbi([
      'function owner() view returns (address)',
      'function verifyingSigner() view returns (address)',
    ])
    const entryPointAbi = parseAbi([
      'function getDepositInfo(address) view returns ((uint256 deposit, bool staked, uint112 stake, uint32 unstakeDelaySec, uint48 withdrawTime))',
    ])
    const paymaster = deployments.contracts.verifyingPaymaster
    expect(
      await client().readContract({ address: paymaster, abi: paymasterAbi, functionName: 'owner' }),
    ).toBe(deployments.deployer)
    expect(
      await client().readContract({
        address: paymaster,
        abi: paymasterAbi,
        functionName: 'verifyingSigner',
      }),
    ).toBe('0x0000000000000000000000000000000000000000')
    const info = await client().readContract({
      address: deployments.contracts.entryPoint,
      abi: entryPointAbi,
      functionName: 'getDepositInfo',
      args: [paymaster],
    })
    expect(info).toMatchObject({
      deposit: parseUnits('100', 18),
      staked: true,
      stake: parseUnits('1', 18),
      unstakeDelaySec: 86_400,
    })
    const factoryAbi = parseAbi(['function accountImplementation() view returns (address)'])
    const implementation = await client().readContract({
      address: deployments.contracts.smartAccountFactory,
      abi: factoryAbi,
      functionName: 'accountImplementation',
    })
    expect((await client().getCode({ address: implementation }))?.length).toBeGreaterThan(100)
  })
})
