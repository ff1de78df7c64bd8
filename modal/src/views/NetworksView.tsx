/**
 * Networks: the configured networks of every family; choosing one switches the wallet to it,
 * and one of another family makes that family the active namespace.
 */
import { useState } from 'react'
import { useModalI18n } from '../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { selectActiveCaipNetwork, selectAllRequestedCaipNetworks } from '../store/networkSlice.ts'
import { switchNetwork } from '../store/networkThunks.ts'
import { selectNetworkImageUrl, selectOptions } from '../store/optionsSlice.ts'
import { ListItem } from '../ui/ListItem.tsx'

export function NetworksView() {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const networks = useAppSelector(selectAllRequestedCaipNetworks)
  const active = useAppSelector(selectActiveCaipNetwork)
  const options = useAppSelector(selectOptions)
  const [pending, setPending] = useState<string>()
  return (
    <div className="portico-body">
      <ul className="portico-list" aria-label={t('networks.list')}>
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <ListItem
              name={network.name}
              imageUrl={selectNetworkImageUrl({ options }, network)}
              selected={network.caipNetworkId === active?.caipNetworkId}
              disabled={pending !== undefined}
              tag={pending === network.caipNetworkId ? t('networks.switching') : undefined}
              onClick={async () => {
                setPending(network.caipNetworkId)
                try {
                  await dispatch(switchNetwork(network))
                } finally {
                  setPending(undefined)
                }
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
