/** PorticoSessionAccount's ABI (shared's human-readable list), parsed for viem. */
import { SESSION_ACCOUNT_ABI } from '@portico/shared'
import { parseAbi } from 'viem'

export const sessionAccountAbi = parseAbi(SESSION_ACCOUNT_ABI)
