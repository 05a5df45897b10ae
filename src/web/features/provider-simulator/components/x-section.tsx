import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import { Tag } from "@/web/components/tag";
import type { SimulatedWorld } from "@/web/features/provider-simulator/api/simulator-api";
import { useSimulatorAction } from "@/web/features/provider-simulator/api/simulator-api";
import * as styles from "@/web/features/provider-simulator/components/simulator.css";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    actingAs: { id: "providerSimulator.x.actingAs", defaultMessage: "Act as" },
    follow: { id: "providerSimulator.x.follow", defaultMessage: "Follow" },
    unfollow: { id: "providerSimulator.x.unfollow", defaultMessage: "Unfollow" },
    following: { id: "providerSimulator.x.following", defaultMessage: "Following" },
    accounts: { id: "providerSimulator.x.accounts", defaultMessage: "Accounts" },
    posts: { id: "providerSimulator.x.posts", defaultMessage: "Posts" },
    like: { id: "providerSimulator.x.like", defaultMessage: "Like" },
    unlike: { id: "providerSimulator.x.unlike", defaultMessage: "Unlike" },
    repost: { id: "providerSimulator.x.repost", defaultMessage: "Repost" },
    unrepost: { id: "providerSimulator.x.unrepost", defaultMessage: "Undo repost" },
    reply: { id: "providerSimulator.x.reply", defaultMessage: "Reply" },
    newPost: { id: "providerSimulator.x.newPost", defaultMessage: "New post (or reply) text" },
    publish: { id: "providerSimulator.x.publish", defaultMessage: "Post" },
    name: { id: "providerSimulator.x.name", defaultMessage: "Display name" },
    bio: { id: "providerSimulator.x.bio", defaultMessage: "Bio" },
    saveProfile: { id: "providerSimulator.x.saveProfile", defaultMessage: "Save profile" },
    by: { id: "providerSimulator.x.by", defaultMessage: "@{username}: {text}" },
  }),
);

/** X as the developer plays it: follow accounts, like, repost and reply to posts, post, edit the profile. */
export const XSection = ({ world }: { readonly world: SimulatedWorld }) => {
  const intl = useIntl();
  const act = useSimulatorAction();
  const users = world.x.users;
  const [actorId, setActorId] = useState(users.find((user) => user.username !== "kleos")?.id ?? "");
  const actor = users.find((user) => user.id === actorId);
  const [text, setText] = useState("");
  const [name, setName] = useState<string | undefined>(undefined);
  const [bio, setBio] = useState<string | undefined>(undefined);
  if (actor === undefined) return null;
  const run = (action: Parameters<typeof act.mutate>[0]) => act.mutate(action);
  const usernameOf = (id: string) => users.find((user) => user.id === id)?.username ?? id;

  return (
    <div className={styles.stack}>
      <Select
        label={intl.formatMessage(messages.actingAs)}
        value={actor.id}
        onChange={(event) => {
          setActorId(event.target.value);
          setName(undefined);
          setBio(undefined);
        }}
        options={users.map((user) => ({ value: user.id, label: `@${user.username}` }))}
      />
      <h3 className={styles.sectionTitle}>{intl.formatMessage(messages.accounts)}</h3>
      <ul className={styles.list}>
        {users
          .filter((user) => user.id !== actor.id)
          .map((user) => {
            const follows = actor.following.includes(user.username.toLowerCase());
            return (
              <li key={user.id} className={styles.item}>
                <span>@{user.username}</span>
                {follows ? <Tag tone="accent">{intl.formatMessage(messages.following)}</Tag> : null}
                <Button
                  size="sm"
                  tone={follows ? "ghost" : "secondary"}
                  aria-label={`${intl.formatMessage(follows ? messages.unfollow : messages.follow)} @${user.username}`}
                  onClick={() =>
                    run({ action: follows ? "unfollow" : "follow", userId: actor.id, target: user.username })
                  }
                >
                  {intl.formatMessage(follows ? messages.unfollow : messages.follow)}
                </Button>
              </li>
            );
          })}
      </ul>
      <h3 className={styles.sectionTitle}>{intl.formatMessage(messages.posts)}</h3>
      <ul className={styles.list}>
        {world.x.posts.map((post) => {
          const liked = actor.liked.includes(post.id);
          const reposted = actor.reposted.includes(post.id);
          return (
            <li key={post.id} className={styles.item}>
              <span>
                {intl.formatMessage(messages.by, { username: usernameOf(post.authorId), text: post.text })}
              </span>
              <span className={styles.row}>
                <Button
                  size="sm"
                  tone="secondary"
                  onClick={() =>
                    run({ action: liked ? "unlike" : "like", userId: actor.id, target: post.id })
                  }
                >
                  {intl.formatMessage(liked ? messages.unlike : messages.like)}
                </Button>
                <Button
                  size="sm"
                  tone="secondary"
                  onClick={() =>
                    run({ action: reposted ? "unrepost" : "repost", userId: actor.id, target: post.id })
                  }
                >
                  {intl.formatMessage(reposted ? messages.unrepost : messages.repost)}
                </Button>
                <Button
                  size="sm"
                  tone="ghost"
                  disabled={text.trim() === ""}
                  onClick={() => run({ action: "post", userId: actor.id, text, inReplyTo: post.id })}
                >
                  {intl.formatMessage(messages.reply)}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      <div className={styles.row}>
        <Input
          label={intl.formatMessage(messages.newPost)}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button disabled={text.trim() === ""} onClick={() => run({ action: "post", userId: actor.id, text })}>
          {intl.formatMessage(messages.publish)}
        </Button>
      </div>
      <div className={styles.row}>
        <Input
          label={intl.formatMessage(messages.name)}
          value={name ?? actor.name}
          onChange={(event) => setName(event.target.value)}
        />
        <Input
          label={intl.formatMessage(messages.bio)}
          value={bio ?? actor.description}
          onChange={(event) => setBio(event.target.value)}
        />
        <Button
          onClick={() =>
            run({
              action: "setProfile",
              userId: actor.id,
              ...(name === undefined ? {} : { name }),
              ...(bio === undefined ? {} : { description: bio }),
            })
          }
        >
          {intl.formatMessage(messages.saveProfile)}
        </Button>
      </div>
    </div>
  );
};
