/** OnRampTokenSelect: the currencies the provider sells on the active network. */
import { selectOnrampCurrencies } from '../../features/onramp/onrampSelectors.ts'
import { selectOnramp } from '../../features/onramp/onrampSlice.ts'
import { chooseOnrampToken } from '../../features/onramp/onrampThunks.ts'
import { onrampCatalog, withFeatureCatalog } from '../../i18n/featureCatalogs.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { TokenPicker } from '../../ui/TokenPicker.tsx'

function OnRampTokenSelectViewBody() {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const currencies = useAppSelector(selectOnrampCurrencies)
  const { purchaseCurrency } = useAppSelector(selectOnramp)
  return (
    <TokenPicker
      listLabel={t('onramp.tokens')}
      emptyText={t('onramp.noTokens')}
      items={currencies.map((currency) => ({
        key: currency.id,
        testId: `onramp-token-${currency.id}`,
        name: currency.name,
        symbol: currency.symbol,
        detail: currency.symbol,
        current: currency.id === purchaseCurrency,
        onSelect: () => dispatch(chooseOnrampToken(currency.id)),
      }))}
    />
  )
}

/** OnRampTokenSelectView, drawn once its texts (the onramp catalogue) have loaded. */
export const OnRampTokenSelectView = withFeatureCatalog(onrampCatalog, OnRampTokenSelectViewBody)
