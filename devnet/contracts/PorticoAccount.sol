// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/**
 * The devnet's smart account: the reference SimpleAccount of EntryPoint v0.8 (eth-infinitism,
 * audited, unchanged) plus EIP-1271, so dapps can verify its owner's personal_sign and typed-data
 * signatures. A signature is valid when it recovers to the owner over the hash as given (as
 * Simple7702Account of the same release does); the same owner's other accounts accept it too.
 */
contract PorticoAccount is SimpleAccount, IERC1271 {
    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address recovered, ECDSA.RecoverError error, ) = ECDSA.tryRecover(hash, signature);
        return error == ECDSA.RecoverError.NoError && recovered == owner && recovered != address(0)
            ? IERC1271.isValidSignature.selector
            : bytes4(0xffffffff);
    }
}
