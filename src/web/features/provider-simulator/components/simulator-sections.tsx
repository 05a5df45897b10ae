/**
 * The providers of the simulated social world (X, Discord) the simulator page plays, one section each, in this
 * order: a title and a component given that world. Steam and Telegram have a world of their own and their own
 * section (`SteamTelegramSimulatorSection`), shown on the same page after these.
 */
import type { ComponentType } from "react";
import { defineMessages, type MessageDescriptor } from "react-intl";
import type { SimulatedWorld } from "@/web/features/provider-simulator/api/simulator-api";
import { DiscordSection } from "@/web/features/provider-simulator/components/discord-section";
import { XSection } from "@/web/features/provider-simulator/components/x-section";

export interface SimulatorSection {
  readonly id: string;
  readonly title: MessageDescriptor;
  readonly Component: ComponentType<{ readonly world: SimulatedWorld }>;
}

const titles = defineMessages({
  x: { id: "providerSimulator.sections.x", defaultMessage: "X (Twitter)" },
  discord: { id: "providerSimulator.sections.discord", defaultMessage: "Discord" },
});

export const SIMULATOR_SECTIONS: readonly SimulatorSection[] = [
  { id: "x", title: titles.x, Component: XSection },
  { id: "discord", title: titles.discord, Component: DiscordSection },
];
