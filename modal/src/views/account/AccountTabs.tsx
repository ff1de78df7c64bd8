/** Account's tabs, Tokens, NFTs and Activity (SPEC §2), on the account's currentTab (§3). */
import { selectCurrentTab } from '../../features/account/accountSelectors.ts'
import type { AccountTab } from '../../features/account/accountSlice.ts'
import { setAccountTab } from '../../features/account/accountThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectFeatures } from '../../store/optionsSlice.ts'
import { type TabItem, Tabs } from '../../ui/Tabs.tsx'
import { ActivityTab } from './ActivityTab.tsx'
import { NftsTab } from './NftsTab.tsx'
import { TokensTab } from './TokensTab.tsx'

/** The tabs, their labels' message ids and test ids. */
const TABS: readonly TabItem<AccountTab>[] = [
  { id: 'Tokens', label: 'account.tab.tokens', testId: 'account-tab-tokens' },
  { id: 'NFTs', label: 'account.tab.nfts', testId: 'account-tab-nfts' },
  { id: 'Activity', label: 'account.tab.activity', testId: 'account-tab-activity' },
]

export function AccountTabs() {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const current = useAppSelector(selectCurrentTab)
  const { history } = useAppSelector(selectFeatures)
  // Activity is the history feature (SPEC §1); without it the tab is not offered.
  const tabs = (history ? TABS : TABS.filter((tab) => tab.id !== 'Activity')).map((tab) => ({
    ...tab,
    label: t(tab.label),
  }))
  const selected = tabs.some((tab) => tab.id === current) ? current : 'Tokens'
  return (
    <Tabs
      label={t('account.tabs')}
      tabs={tabs}
      selected={selected}
      onSelect={(tab) => dispatch(setAccountTab(tab))}
    >
      {selected === 'Tokens' && <TokensTab />}
      {selected === 'NFTs' && <NftsTab />}
      {selected === 'Activity' && <ActivityTab />}
    </Tabs>
  )
}
