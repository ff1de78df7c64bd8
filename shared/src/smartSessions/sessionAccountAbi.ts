/**
 * PorticoSessionAccount's calls (devnet/contracts/PorticoSessionAccount.sol) in human-readable
 * ABI form, for viem's `parseAbi`: the owner's upgrade, grant and revoke, the session read, and
 * the errors a refused session operation reverts with. One list for the devnet's tests and the
 * wallet that grants sessions.
 */
export const SESSION_ACCOUNT_ABI = [
  'function upgradeToAndCall(address newImplementation, bytes data) payable',
  'function execute(address target, uint256 value, bytes data)',
  'function grantSession(bytes32 pci, address signer, address token, address recipient, uint256 limit, uint48 validUntil)',
  'function revokeSession(bytes32 pci)',
  'function getSession(bytes32 pci) view returns ((address signer, address token, address recipient, uint48 validUntil, bool revoked, uint256 limit, uint256 spent))',
  'error SessionInvalid(bytes32 pci)',
  'error SessionExists(bytes32 pci)',
  'error SessionUnknown(bytes32 pci)',
  'error SessionIsRevoked(bytes32 pci)',
  'error SessionCallNotAllowed(bytes32 pci)',
  'error SessionLimitExceeded(bytes32 pci, uint256 spent, uint256 amount, uint256 limit)',
] as const
