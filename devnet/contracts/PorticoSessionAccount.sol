// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import "./PorticoAccount.sol";

/**
 * NOT AUDITED. A PorticoAccount (audited SimpleAccount v0.8 + EIP-1271) whose owner can grant
 * session keys one limited permission each: ERC-20 `transfer`s of one token to one recipient,
 * at most `limit` in total, until `validUntil`. An existing PorticoAccount becomes one through
 * SimpleAccount's UUPS `upgradeToAndCall(implementation, grantSession(...))`, which only the
 * owner can authorise; its address, owner, nonce and owner signatures stay as they were.
 *
 * A UserOperation signed by a session key has the signature `pci (32 bytes) ‖ ECDSA (65)`, the
 * ECDSA signature over the userOpHash (EIP-712 in v0.8) by the session's signer. Its callData
 * must be `execute(token, 0, transfer(recipient, amount))`. Validation adds the amount to what the
 * session spent and reverts past the limit (the EntryPoint reports AA23 with the error); the
 * expiry is the operation's validUntil (AA22 after it). Anything else a session key signs is
 * refused. Owner operations (65-byte signatures) are SimpleAccount's.
 *
 * What a session spent is counted when its operation is validated: an operation whose transfer
 * then fails (say, too little balance) still uses up its amount.
 */
contract PorticoSessionAccount is PorticoAccount {
    struct Session {
        address signer;
        address token;
        address recipient;
        uint48 validUntil;
        bool revoked;
        uint256 limit;
        uint256 spent;
    }

    /// @custom:storage-location erc7201:portico.storage.PorticoSessionAccount
    struct SessionStorage {
        mapping(bytes32 pci => Session) sessions;
    }

    // keccak256(abi.encode(uint256(keccak256("portico.storage.PorticoSessionAccount")) - 1)) & ~bytes32(uint256(0xff))
    bytes32 private constant SESSION_STORAGE =
        keccak256(abi.encode(uint256(keccak256("portico.storage.PorticoSessionAccount")) - 1)) &
            ~bytes32(uint256(0xff));

    uint256 private constant SESSION_SIGNATURE_LENGTH = 97;

    event SessionGranted(
        bytes32 indexed pci,
        address indexed signer,
        address token,
        address recipient,
        uint256 limit,
        uint48 validUntil
    );
    event SessionRevoked(bytes32 indexed pci);

    error SessionInvalid(bytes32 pci);
    error SessionExists(bytes32 pci);
    error SessionUnknown(bytes32 pci);
    error SessionIsRevoked(bytes32 pci);
    error SessionCallNotAllowed(bytes32 pci);
    error SessionLimitExceeded(bytes32 pci, uint256 spent, uint256 amount, uint256 limit);

    constructor(IEntryPoint anEntryPoint) PorticoAccount(anEntryPoint) {}

    function _sessionStorage() private pure returns (SessionStorage storage $) {
        bytes32 slot = SESSION_STORAGE;
        assembly {
            $.slot := slot
        }
    }

    /// Grants `signer` transfers of `token` to `recipient`, `limit` in total, until `validUntil`.
    function grantSession(
        bytes32 pci,
        address signer,
        address token,
        address recipient,
        uint256 limit,
        uint48 validUntil
    ) external onlyOwner {
        if (
            pci == bytes32(0) ||
            signer == address(0) ||
            token == address(0) ||
            token == address(this) ||
            recipient == address(0) ||
            limit == 0 ||
            validUntil <= block.timestamp
        ) revert SessionInvalid(pci);
        Session storage s = _sessionStorage().sessions[pci];
        if (s.signer != address(0)) revert SessionExists(pci);
        s.signer = signer;
        s.token = token;
        s.recipient = recipient;
        s.limit = limit;
        s.validUntil = validUntil;
        emit SessionGranted(pci, signer, token, recipient, limit, validUntil);
    }

    /// Revokes the session: no operation its key signs validates any more.
    function revokeSession(bytes32 pci) external onlyOwner {
        Session storage s = _sessionStorage().sessions[pci];
        if (s.signer == address(0)) revert SessionUnknown(pci);
        s.revoked = true;
        emit SessionRevoked(pci);
    }

    function getSession(bytes32 pci) external view returns (Session memory) {
        return _sessionStorage().sessions[pci];
    }

    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        override
        returns (uint256 validationData)
    {
        if (userOp.signature.length != SESSION_SIGNATURE_LENGTH)
            return super._validateSignature(userOp, userOpHash);
        bytes32 pci = bytes32(userOp.signature[:32]);
        Session storage s = _sessionStorage().sessions[pci];
        if (s.signer == address(0)) revert SessionUnknown(pci);
        if (s.revoked) revert SessionIsRevoked(pci);
        uint256 amount = _transferAmount(pci, s, userOp.callData);
        uint256 spent = s.spent + amount;
        if (spent > s.limit) revert SessionLimitExceeded(pci, s.spent, amount, s.limit);
        // Written before the signature check so that estimates (stub signatures) cost the same;
        // a failed signature makes the EntryPoint revert, and the write with it.
        s.spent = spent;
        (address recovered, ECDSA.RecoverError error, ) = ECDSA.tryRecover(userOpHash, userOp.signature[32:]);
        if (error != ECDSA.RecoverError.NoError || recovered != s.signer) return SIG_VALIDATION_FAILED;
        return _packValidationData(false, s.validUntil, 0);
    }

    /// The amount of `execute(token, 0, transfer(recipient, amount))`; reverts for anything else.
    function _transferAmount(bytes32 pci, Session storage s, bytes calldata callData)
        private
        view
        returns (uint256 amount)
    {
        if (callData.length < 4 || bytes4(callData[:4]) != BaseAccount.execute.selector)
            revert SessionCallNotAllowed(pci);
        (address target, uint256 value, bytes memory data) = abi.decode(callData[4:], (address, uint256, bytes));
        if (target != s.token || value != 0 || data.length != 68 || bytes4(data) != IERC20.transfer.selector)
            revert SessionCallNotAllowed(pci);
        uint256 to;
        assembly {
            to := mload(add(data, 36))
            amount := mload(add(data, 68))
        }
        if (to != uint256(uint160(s.recipient))) revert SessionCallNotAllowed(pci);
    }
}
