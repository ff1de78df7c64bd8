// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// A standard 18-decimal ERC-20 test token.
contract PorticoToken is ERC20, Ownable {
    constructor() ERC20("Portico Token", "PTK") Ownable(msg.sender) {}

    function mint(address to, uint256 value) external onlyOwner {
        _mint(to, value);
    }
}
