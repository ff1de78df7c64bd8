/** One NFT of the grid: its image (a monogram when it fails), name and collection. */
import type { Nft } from '@portico/shared'
import { useState } from 'react'

export function NftCard({ nft }: { nft: Nft }) {
  const [failed, setFailed] = useState(false)
  return (
    <li className="portico-nft" data-testid="nft-item">
      {failed || !nft.imageUrl ? (
        <span className="portico-nft-image portico-monogram" aria-hidden="true">
          {nft.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      ) : (
        <img
          className="portico-nft-image"
          src={nft.imageUrl}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
        />
      )}
      <span className="portico-strong portico-ellipsis" title={nft.name}>
        {nft.name}
      </span>
      <span className="portico-muted portico-ellipsis" title={nft.collectionName}>
        {nft.collectionName}
      </span>
    </li>
  )
}
