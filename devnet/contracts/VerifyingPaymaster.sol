// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@account-abstraction/contracts/core/BasePaymaster.sol";
import "@account-abstraction/contracts/core/Helpers.sol";
import "@account-abstraction/contracts/core/UserOperationLib.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/**
 * The devnet's verifying paymaster for EntryPoint v0.8: it pays for a UserOperation when its
 * paymasterData carries a validity window and the sponsor's signature over the operation
 * (the sponsor is an off-chain service holding `verifyingSigner`'s key).
 *
 * paymasterAndData = paymaster (20) | verification gas (16) | post-op gas (16)
 *                  | abi.encode(uint48 validUntil, uint48 validAfter) (64) | signature (65)
 *
 * The owner is given to the constructor (not msg.sender) so the contract can be deployed at a
 * fixed address through the CREATE2 deployer; the signer is set by the owner after deployment,
 * so a new signing key does not move the contract.
 */
contract VerifyingPaymaster is BasePaymaster {
    using UserOperationLib for PackedUserOperation;

    uint256 private constant VALID_TIMESTAMP_OFFSET = PAYMASTER_DATA_OFFSET;
    uint256 private constant SIGNATURE_OFFSET = VALID_TIMESTAMP_OFFSET + 64;

    address public verifyingSigner;

    event VerifyingSignerChanged(address indexed signer);

    constructor(IEntryPoint entryPoint_, address owner_) BasePaymaster(entryPoint_) {
        _transferOwnership(owner_);
    }

    function setVerifyingSigner(address signer) external onlyOwner {
        verifyingSigner = signer;
        emit VerifyingSignerChanged(signer);
    }

    /// The hash the sponsor signs (as an EIP-191 personal message): every field of the
    /// operation except its signature and paymasterData, bound to this chain and paymaster.
    function getHash(
        PackedUserOperation calldata userOp,
        uint48 validUntil,
        uint48 validAfter
    ) public view returns (bytes32) {
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.initCode),
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                uint256(bytes32(userOp.paymasterAndData[PAYMASTER_VALIDATION_GAS_OFFSET:PAYMASTER_DATA_OFFSET])),
                userOp.preVerificationGas,
                userOp.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    function parsePaymasterAndData(
        bytes calldata paymasterAndData
    ) public pure returns (uint48 validUntil, uint48 validAfter, bytes calldata signature) {
        (validUntil, validAfter) = abi.decode(paymasterAndData[VALID_TIMESTAMP_OFFSET:SIGNATURE_OFFSET], (uint48, uint48));
        signature = paymasterAndData[SIGNATURE_OFFSET:];
    }

    function _validatePaymasterUserOp(
        PackedUserOperation calldata userOp,
        bytes32,
        uint256
    ) internal view override returns (bytes memory context, uint256 validationData) {
        (uint48 validUntil, uint48 validAfter, bytes calldata signature) = parsePaymasterAndData(userOp.paymasterAndData);
        require(signature.length == 65, "VerifyingPaymaster: bad signature length");
        bytes32 hash = MessageHashUtils.toEthSignedMessageHash(getHash(userOp, validUntil, validAfter));
        (address recovered, ECDSA.RecoverError error, ) = ECDSA.tryRecover(hash, signature);
        bool failed = error != ECDSA.RecoverError.NoError || recovered == address(0) || recovered != verifyingSigner;
        // A bad signature is reported (not reverted), as the EntryPoint's simulation expects.
        return ("", _packValidationData(failed, validUntil, validAfter));
    }
}
