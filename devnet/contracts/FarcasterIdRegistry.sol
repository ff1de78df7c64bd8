// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The two reads of Farcaster's ID registry that Sign In With Farcaster makes (`idOf`,
/// `custodyOf`), with the same slots for nothing else. Devnet puts its runtime code at the
/// registry's canonical address with anvil_setCode and writes the test fids straight into
/// storage (anvil_setStorageAt): slot 0 is `idOf`, slot 1 is `custodyOf`. No function writes,
/// so nobody on the devnet can move a fid.
contract FarcasterIdRegistry {
    mapping(address owner => uint256 fid) public idOf;
    mapping(uint256 fid => address custody) public custodyOf;
}
