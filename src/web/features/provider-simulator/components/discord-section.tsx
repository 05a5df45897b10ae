import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Select } from "@/web/components/select";
import { Tag } from "@/web/components/tag";
import type { SimulatedWorld } from "@/web/features/provider-simulator/api/simulator-api";
import { useSimulatorAction } from "@/web/features/provider-simulator/api/simulator-api";
import * as styles from "@/web/features/provider-simulator/components/simulator.css";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    actingAs: { id: "providerSimulator.discord.actingAs", defaultMessage: "Act as" },
    join: { id: "providerSimulator.discord.join", defaultMessage: "Join {server}" },
    leave: { id: "providerSimulator.discord.leave", defaultMessage: "Leave {server}" },
    member: { id: "providerSimulator.discord.member", defaultMessage: "Member" },
    grant: { id: "providerSimulator.discord.grant", defaultMessage: "Give the {role} role" },
    revoke: { id: "providerSimulator.discord.revoke", defaultMessage: "Take the {role} role" },
  }),
);

/** Discord as the developer plays it: join and leave servers, get and lose roles. */
export const DiscordSection = ({ world }: { readonly world: SimulatedWorld }) => {
  const intl = useIntl();
  const act = useSimulatorAction();
  const users = world.discord.users;
  const [actorId, setActorId] = useState(users[0]?.id ?? "");
  const actor = users.find((user) => user.id === actorId);
  if (actor === undefined) return null;
  return (
    <div className={styles.stack}>
      <Select
        label={intl.formatMessage(messages.actingAs)}
        value={actor.id}
        onChange={(event) => setActorId(event.target.value)}
        options={users.map((user) => ({ value: user.id, label: user.username }))}
      />
      <ul className={styles.list}>
        {world.discord.guilds.map((guild) => {
          const membership = actor.guilds.find((entry) => entry.guildId === guild.id);
          return (
            <li key={guild.id} className={styles.stack}>
              <span className={styles.item}>
                <strong>{guild.name}</strong>
                {membership === undefined ? null : (
                  <Tag tone="accent">{intl.formatMessage(messages.member)}</Tag>
                )}
                <Button
                  size="sm"
                  tone="secondary"
                  onClick={() =>
                    act.mutate({
                      action: membership === undefined ? "join" : "leave",
                      userId: actor.id,
                      target: guild.id,
                    })
                  }
                >
                  {intl.formatMessage(membership === undefined ? messages.join : messages.leave, {
                    server: guild.name,
                  })}
                </Button>
              </span>
              {membership === undefined ? null : (
                <span className={styles.row}>
                  {guild.roles.map((role) => {
                    const has = membership.roles.includes(role.id);
                    return (
                      <Button
                        key={role.id}
                        size="sm"
                        tone={has ? "ghost" : "secondary"}
                        onClick={() =>
                          act.mutate({
                            action: has ? "revokeRole" : "grantRole",
                            userId: actor.id,
                            target: guild.id,
                            role: role.id,
                          })
                        }
                      >
                        {intl.formatMessage(has ? messages.revoke : messages.grant, { role: role.name })}
                      </Button>
                    );
                  })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
};
