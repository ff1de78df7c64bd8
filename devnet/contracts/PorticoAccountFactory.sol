// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "@openzeppelin/contracts/utils/Create2.sol";
import "./PorticoAccount.sol";

/**
 * Counterfactual PorticoAccounts: SimpleAccountFactory v0.8's addresses and calls, except that
 * anyone may call createAccount. The reference factory accepts only the EntryPoint's
 * SenderCreator, which makes EIP-6492 signatures of an undeployed account unverifiable (the
 * verifier deploys it by calling the factory). Deploying someone's account early is harmless:
 * its owner is fixed by the address.
 */
contract PorticoAccountFactory {
    PorticoAccount public immutable accountImplementation;

    constructor(IEntryPoint entryPoint) {
        accountImplementation = new PorticoAccount(entryPoint);
    }

    /// The account of `owner` with `salt`, deployed if it is not yet (returns it either way).
    function createAccount(address owner, uint256 salt) external returns (PorticoAccount account) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return PorticoAccount(payable(addr));
        account = PorticoAccount(
            payable(
                new ERC1967Proxy{salt: bytes32(salt)}(
                    address(accountImplementation),
                    abi.encodeCall(SimpleAccount.initialize, (owner))
                )
            )
        );
    }

    /// The counterfactual address createAccount(owner, salt) deploys to.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(
            bytes32(salt),
            keccak256(
                abi.encodePacked(
                    type(ERC1967Proxy).creationCode,
                    abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
                )
            )
        );
    }
}
