/**
 * What the approval UI shows for a request: a title and the details a person needs to decide
 * (the message to sign, the recipient and amount, the typed data's domain).
 */
export interface RequestDescription {
  title: string
  rows: { label: string; value: string }[]
}

const hexToText = (hex: string) => {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(hex)) return hex
  const bytes = new Uint8Array(
    hex
      .slice(2)
      .match(/../g)
      ?.map((b) => Number.parseInt(b, 16)) ?? [],
  )
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  // Show text when it reads as text; otherwise the hex as given.
  return /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u.test(text) ? text : hex
}

const weiToEther = (value: unknown) => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) return '0'
  const wei = BigInt(value)
  const whole = wei / 10n ** 18n
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

export function describeRequest(method: string, params: unknown): RequestDescription {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign':
      return {
        title: 'Sign message',
        rows: [{ label: 'Message', value: hexToText(String(list[0] ?? '')) }],
      }
    case 'eth_signTypedData_v4': {
      let typed: { primaryType?: string; domain?: { name?: string; chainId?: unknown } } = {}
      try {
        typed = typeof list[1] === 'string' ? JSON.parse(list[1]) : (list[1] ?? {})
      } catch {
        // shown as unknown below
      }
      return {
        title: 'Sign typed data',
        rows: [
          { label: 'Type', value: typed.primaryType ?? 'unknown' },
          { label: 'Domain', value: typed.domain?.name ?? 'unknown' },
        ],
      }
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as { to?: string; value?: string; data?: string }
      const rows = [
        { label: 'To', value: tx.to ?? 'new contract' },
        { label: 'Amount', value: `${weiToEther(tx.value)} ETH` },
      ]
      if (tx.data && tx.data !== '0x')
        rows.push({
          label: 'Data',
          value: `${tx.data.slice(0, 42)}${tx.data.length > 42 ? '…' : ''}`,
        })
      return { title: 'Send transaction', rows }
    }
    default:
      return { title: 'Approve request', rows: [{ label: 'Method', value: method }] }
  }
}
