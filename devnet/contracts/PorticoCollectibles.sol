// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Burnable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Burnable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// The devnet's ERC-721 collection: token ids count up from 1 in the order they are minted,
/// so a fresh deployment always hands out the same ids to the same accounts.
contract PorticoCollectibles is ERC721, ERC721Burnable, Ownable {
    uint256 public nextTokenId = 1;

    constructor() ERC721("Portico Collectibles", "PCOL") Ownable(msg.sender) {}

    /// Mints `count` tokens to `to`, with the next ids in order.
    function mint(address to, uint256 count) external onlyOwner {
        uint256 id = nextTokenId;
        for (uint256 end = id + count; id < end; id++) {
            _mint(to, id);
        }
        nextTokenId = id;
    }
}
