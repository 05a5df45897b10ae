// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// The ERC-20 of the local development chain: the faucet mints it so HOLD_TOKEN tasks can be walked locally.
contract KleosDemoToken is ERC20, Ownable {
    constructor(address owner) ERC20("Kleos Demo Token", "DEMO") Ownable(owner) {}

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
