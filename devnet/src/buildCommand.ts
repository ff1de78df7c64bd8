/** `npm run build`: builds the web apps (demo dapp, secure frame) regardless of their stamps. */
import { buildWebApps } from './web/buildWebApps.ts'

const built = await buildWebApps({ force: true })
console.log(`built ${built.join(', ')}`)
