/** Account's tabs, Tokens, NFTs and Activity (SPEC §2), on the account's currentTab (§3). */
import { selectCurrentTab } from '../../features/account/accountSelectors.ts'
import type { AccountTab } from '../../features/account/accountSlice.ts'
import { setAccountTab } from '../../features/account/accountThunks.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectFeatures } from '../../store/optionsSlice.ts'
import { type TabItem, Tabs } from '../../ui/Tabs.tsx'
import { ActivityTab } from './ActivityTab.tsx'
import { NftsTab } from './NftsTab.tsx'
import { TokensTab } from './TokensTab.tsx'

const TABS: readonly TabItem<AccountTab>[] = [
  { id: 'Tokens', label: 'Tokens', testId: 'account-tab-tokens' },
  { id: 'NFTs', label: 'NFTs', testId: 'account-tab-nfts' },
  { id: 'Activity', label: 'Activity', testId: 'account-tab-activity' },
]

export function AccountTabs() {
  const dispatch = useAppDispatch()
  const current = useAppSelector(selectCurrentTab)
  const { history } = useAppSelector(selectFeatures)
  // Activity is the history feature (SPEC §1); without it the tab is not offered.
  const tabs = history ? TABS : TABS.filter((t) => t.id !== 'Activity')
  const selected = tabs.some((t) => t.id === current) ? current : 'Tokens'
  return (
    <Tabs
      label="Account"
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
