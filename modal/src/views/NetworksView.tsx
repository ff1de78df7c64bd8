/** Networks: the configured networks; choosing one switches the wallet to it. */
import { useState } from 'react'
import { selectActiveNetwork, selectRequestedNetworks } from '../core/viewSelectors.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { switchNetwork } from '../store/networkThunks.ts'
import { ListItem } from '../ui/ListItem.tsx'

export function NetworksView() {
  const dispatch = useAppDispatch()
  const networks = useAppSelector(selectRequestedNetworks)
  const active = useAppSelector(selectActiveNetwork)
  const [pending, setPending] = useState<string>()
  return (
    <div className="portico-body">
      <ul className="portico-list" aria-label="Networks">
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <ListItem
              name={network.name}
              imageUrl={network.assets?.imageUrl}
              selected={network.caipNetworkId === active?.caipNetworkId}
              disabled={pending !== undefined}
              tag={pending === network.caipNetworkId ? 'Switching' : undefined}
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
