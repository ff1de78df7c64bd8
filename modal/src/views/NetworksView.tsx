/** Networks: the configured networks; choosing one switches the wallet to it. */
import { useState } from 'react'
import { selectActiveNetwork, selectRequestedNetworks } from '../core/viewSelectors.ts'
import { useAppSelector } from '../store/hooks.ts'
import { useCoreActions } from '../ui/CoreActionsContext.ts'
import { ListItem } from '../ui/ListItem.tsx'

export function NetworksView() {
  const actions = useCoreActions()
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
                  await actions.switchNetwork(network)
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
