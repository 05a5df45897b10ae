// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// The ERC-721 of the local development chain: the faucet mints it so HOLD_NFT tasks can be walked locally.
contract KleosDemoCollectible is ERC721, Ownable {
    uint256 private _nextTokenId = 1;

    constructor(address owner) ERC721("Kleos Demo Collectible", "KDC") Ownable(owner) {}

    function mint(address to) external onlyOwner returns (uint256 tokenId) {
        tokenId = _nextTokenId++;
        _mint(to, tokenId);
    }
}
