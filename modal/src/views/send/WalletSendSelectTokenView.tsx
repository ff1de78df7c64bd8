/** WalletSendSelectToken: the account's token balances, searchable by name or symbol. */
import { useEffect } from 'react'
import { selectSend } from '../../features/send/sendSlice.ts'
import { prepareSend, selectSendToken } from '../../features/send/sendThunks.ts'
import { sendCatalog, withFeatureCatalog } from '../../i18n/featureCatalogs.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { TokenPicker } from '../../ui/TokenPicker.tsx'

function WalletSendSelectTokenViewBody() {
  const dispatch = useAppDispatch()
  const { t, tokenBalance } = useModalI18n()
  const { tokenBalances, token: chosen } = useAppSelector(selectSend)

  // Opened directly (open({ view })), the list has not been read yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    if (tokenBalances.length === 0) void dispatch(prepareSend())
  }, [dispatch])

  return (
    <TokenPicker
      listLabel={t('send.tokens')}
      search={{ label: t('send.searchToken'), testId: 'token-search-input' }}
      emptyText={t('send.noTokens')}
      emptyTestId="token-search-empty"
      items={tokenBalances.map((token) => ({
        key: `${token.chainId}:${token.address ?? token.symbol}`,
        testId: `send-token-${token.symbol}`,
        name: token.name,
        symbol: token.symbol,
        iconUrl: token.iconUrl,
        detail: `${tokenBalance(token.quantity.numeric)} ${token.symbol}`,
        current: chosen?.address === token.address && chosen?.symbol === token.symbol,
        onSelect: () => dispatch(selectSendToken(token)),
      }))}
    />
  )
}

/** WalletSendSelectTokenView, drawn once its texts (the send catalogue) have loaded. */
export const WalletSendSelectTokenView = withFeatureCatalog(
  sendCatalog,
  WalletSendSelectTokenViewBody,
)
