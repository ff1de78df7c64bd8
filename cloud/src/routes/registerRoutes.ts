/** Every route of the service, in the order of SPEC §7. */
import type { FastifyInstance } from 'fastify'
import type { CloudContext } from '../cloudContext.ts'
import { registerGetAccountHistory } from './account/getAccountHistory.ts'
import { registerGetAccountHistoryEvents } from './account/getAccountHistoryEvents.ts'
import { registerGetAccountNfts } from './account/getAccountNfts.ts'
import { registerPostEvent } from './analytics/postEvent.ts'
import { registerGetBalance } from './chain/getBalance.ts'
import { registerGetIdentity } from './chain/getIdentity.ts'
import { registerGetSupportedChains } from './chain/getSupportedChains.ts'
import { registerPostFungiblePrice } from './chain/postFungiblePrice.ts'
import { registerConsoleLoginRoutes } from './console/consoleLoginRoutes.ts'
import { registerConsoleProjectRoutes } from './console/consoleProjectRoutes.ts'
import { registerConsoleTokenRoutes } from './console/consoleTokenRoutes.ts'
import { registerGetConvertAllowance } from './convert/getConvertAllowance.ts'
import { registerGetConvertBuildApprove } from './convert/getConvertBuildApprove.ts'
import { registerGetConvertGasPrice } from './convert/getConvertGasPrice.ts'
import { registerGetConvertQuotes } from './convert/getConvertQuotes.ts'
import { registerGetConvertTokens } from './convert/getConvertTokens.ts'
import { registerPostConvertBuildTransaction } from './convert/postConvertBuildTransaction.ts'
import { registerGetNftImage } from './images/getNftImage.ts'
import { registerGetPublicImages } from './images/getPublicImages.ts'
import { registerGetSocialImage } from './images/getSocialImage.ts'
import { registerGetOnrampOptions } from './onramp/getOnrampOptions.ts'
import { registerGetOnrampOrder } from './onramp/getOnrampOrder.ts'
import { registerPostOnrampQuote } from './onramp/postOnrampQuote.ts'
import { registerPostOnrampUrl } from './onramp/postOnrampUrl.ts'
import { registerGetProfileAccount } from './profile/getProfileAccount.ts'
import { registerGetProfileReverse } from './profile/getProfileReverse.ts'
import { registerGetProfileSuggestions } from './profile/getProfileSuggestions.ts'
import { registerPostProfileAccount } from './profile/postProfileAccount.ts'
import { registerGetProject } from './projects/getProject.ts'
import { registerGetProjectConfig } from './projects/getProjectConfig.ts'
import { registerPostRpcProxy } from './rpc/postRpcProxy.ts'
import { registerGetSessions } from './sessions/getSessions.ts'
import { registerPostRevokeSession } from './sessions/postRevokeSession.ts'
import { registerPostSession } from './sessions/postSession.ts'
import { registerPostSiwxNonce } from './siwx/postSiwxNonce.ts'
import { registerPostSiwxVerify } from './siwx/postSiwxVerify.ts'
import { registerSiwxSessionRoutes } from './siwx/siwxSessionRoutes.ts'
import { registerGetAnalyticsConfig } from './wallets/getAnalyticsConfig.ts'
import { registerGetWalletImage } from './wallets/getWalletImage.ts'
import { registerGetWallets } from './wallets/getWallets.ts'

export function registerRoutes(app: FastifyInstance, ctx: CloudContext): void {
  app.get('/health', async () => ({ status: 'ok', database: ctx.db.kind }))
  registerGetProject(app, ctx)
  registerGetProjectConfig(app, ctx)
  // Blockchain API
  registerGetSupportedChains(app, ctx)
  registerGetIdentity(app, ctx)
  registerGetAccountHistory(app, ctx)
  registerGetAccountHistoryEvents(app, ctx)
  registerGetConvertQuotes(app, ctx)
  registerGetConvertTokens(app, ctx)
  registerPostFungiblePrice(app, ctx)
  registerGetConvertAllowance(app, ctx)
  registerGetConvertGasPrice(app, ctx)
  registerPostConvertBuildTransaction(app, ctx)
  registerGetConvertBuildApprove(app, ctx)
  registerGetBalance(app, ctx)
  registerGetAccountNfts(app, ctx)
  registerGetNftImage(app, ctx)
  registerGetProfileAccount(app, ctx)
  registerGetProfileReverse(app, ctx)
  registerGetProfileSuggestions(app, ctx)
  registerPostProfileAccount(app, ctx)
  registerGetSessions(app, ctx)
  registerPostSession(app, ctx)
  registerPostRevokeSession(app, ctx)
  // Sign in with the wallet (SIWX)
  registerPostSiwxNonce(app, ctx)
  registerPostSiwxVerify(app, ctx)
  registerSiwxSessionRoutes(app, ctx)
  registerPostOnrampUrl(app, ctx)
  registerGetOnrampOptions(app, ctx)
  registerPostOnrampQuote(app, ctx)
  registerGetOnrampOrder(app, ctx)
  // Wallet catalogue
  registerGetWallets(app, ctx)
  registerGetAnalyticsConfig(app, ctx)
  registerGetWalletImage(app, ctx)
  registerGetPublicImages(app, ctx)
  registerGetSocialImage(app, ctx)
  // Analytics
  registerPostEvent(app, ctx)
  // Chain RPC
  registerPostRpcProxy(app, ctx)
  // The developers' console API (the app itself is served by serveConsole)
  registerConsoleLoginRoutes(app, ctx)
  registerConsoleProjectRoutes(app, ctx)
  registerConsoleTokenRoutes(app, ctx)
}
