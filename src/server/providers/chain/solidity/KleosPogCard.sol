// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// The Proof of Gamer card (spec §1, §4): one token per card, minted by Kleos's minter key with the token id Kleos
/// gives the card (its number in the database), so a second mint of the same card reverts instead of minting
/// twice. The metadata is served by Kleos: tokenURI is the base URI followed by the token id.
contract KleosPogCard is ERC721, Ownable {
    string private _base;
    /// How many cards were minted: a start-up compares it with the database to find a chain that lost mints.
    uint256 public totalSupply;

    constructor(address owner, string memory baseURI) ERC721("Kleos POG Card", "KPOG") Ownable(owner) {
        _base = baseURI;
    }

    function mint(address to, uint256 tokenId) external onlyOwner {
        _mint(to, tokenId);
        totalSupply += 1;
    }

    function setBaseURI(string calldata baseURI) external onlyOwner {
        _base = baseURI;
    }

    function baseURI() external view returns (string memory) {
        return _base;
    }

    function _baseURI() internal view override returns (string memory) {
        return _base;
    }
}
