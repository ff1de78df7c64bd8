/** The `uiTokenAmount` shape RPC nodes give for a token amount in base units. */

export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const unit = 10n ** BigInt(decimals)
  const fraction = (amount % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  const uiAmountString = `${amount / unit}${fraction ? `.${fraction}` : ''}`
  return { amount: `${amount}`, decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
