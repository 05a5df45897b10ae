import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Checkbox } from "@/web/components/checkbox";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import { useToast } from "@/web/components/toast";
import { useAdminFooter, useSaveFooter, type FooterInput } from "@/web/features/admin/api/admin-api";
import { AdminListLoading, AdminLoadFailed } from "@/web/features/admin/components/admin-gate";
import { AdminForm } from "@/web/features/admin/components/admin-form";
import * as styles from "@/web/features/admin/components/admin.css";
import { languageOptions, textIn, withText } from "@/web/features/admin/components/localised-texts";
import { showProblem } from "@/web/features/admin/components/problem";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    language: { id: "admin.footer.language", defaultMessage: "Language of the texts" },
    languageHint: {
      id: "admin.footer.languageHint",
      defaultMessage: "Every text needs English: readers of other languages see it when theirs is missing.",
    },
    group: { id: "admin.footer.group", defaultMessage: "Group {number}" },
    groupName: { id: "admin.footer.groupName", defaultMessage: "Group name" },
    link: { id: "admin.footer.link", defaultMessage: "Link {number}" },
    linkLabel: { id: "admin.footer.linkLabel", defaultMessage: "Link text" },
    linkUrl: { id: "admin.footer.linkUrl", defaultMessage: "Link address" },
    linkUrlHint: {
      id: "admin.footer.linkUrlHint",
      defaultMessage: "A path on this site or an https address.",
    },
    external: { id: "admin.footer.external", defaultMessage: "Opens in a new tab" },
    addGroup: { id: "admin.footer.addGroup", defaultMessage: "Add group" },
    removeGroup: { id: "admin.footer.removeGroup", defaultMessage: "Remove group {number}" },
    addLink: { id: "admin.footer.addLink", defaultMessage: "Add link" },
    removeLink: { id: "admin.footer.removeLink", defaultMessage: "Remove link {number}" },
    save: { id: "admin.footer.save", defaultMessage: "Save the footer" },
    saved: { id: "admin.footer.saved", defaultMessage: "Footer saved" },
    loading: { id: "admin.footer.loading", defaultMessage: "Loading the footer…" },
    loadFailed: { id: "admin.footer.loadFailed", defaultMessage: "The footer could not be loaded" },
  }),
);

type Group = FooterInput["groups"][number];
type Link = Group["links"][number];

const newLink = (): Link => ({ url: "", external: false, labels: [] });

const FooterEditor = ({ initial }: { readonly initial: FooterInput }) => {
  const intl = useIntl();
  const toast = useToast();
  const save = useSaveFooter();
  const [draft, setDraft] = useState<FooterInput>(initial);
  const [language, setLanguage] = useState("en");
  const problem = save.error === null ? undefined : showProblem(intl, save.error);
  const setGroup = (index: number, change: (group: Group) => Group) =>
    setDraft((current) => ({
      groups: current.groups.map((group, at) => (at === index ? change(group) : group)),
    }));
  const setLink = (groupIndex: number, linkIndex: number, change: Partial<Link>) =>
    setGroup(groupIndex, (group) => ({
      ...group,
      links: group.links.map((link, at) => (at === linkIndex ? { ...link, ...change } : link)),
    }));
  return (
    <AdminForm
      aria-label={intl.formatMessage(messages.save)}
      problem={problem}
      onSubmit={() => {
        save.mutate(draft, {
          onSuccess: (saved) => {
            setDraft(saved);
            toast.show({ message: intl.formatMessage(messages.saved), tone: "success" });
          },
        });
      }}
    >
      <Select
        label={intl.formatMessage(messages.language)}
        hint={intl.formatMessage(messages.languageHint)}
        value={language}
        options={languageOptions(intl)}
        onChange={(event) => setLanguage(event.target.value)}
      />
      {draft.groups.map((group, groupIndex) => {
        const number = groupIndex + 1;
        return (
          <fieldset key={groupIndex} className={styles.fieldset}>
            <legend className={styles.legend}>{intl.formatMessage(messages.group, { number })}</legend>
            <Input
              label={intl.formatMessage(messages.groupName)}
              value={textIn(group.names, language)}
              placeholder={language === "en" ? undefined : textIn(group.names, "en")}
              onChange={(event) =>
                setGroup(groupIndex, (current) => ({
                  ...current,
                  names: withText(current.names, language, event.target.value),
                }))
              }
            />
            {group.links.map((link, linkIndex) => (
              <fieldset key={linkIndex} className={styles.fieldset}>
                <legend className={styles.legend}>
                  {intl.formatMessage(messages.link, { number: linkIndex + 1 })}
                </legend>
                <div className={styles.fieldGrid}>
                  <Input
                    label={intl.formatMessage(messages.linkLabel)}
                    value={textIn(link.labels, language)}
                    placeholder={language === "en" ? undefined : textIn(link.labels, "en")}
                    onChange={(event) =>
                      setLink(groupIndex, linkIndex, {
                        labels: withText(link.labels, language, event.target.value),
                      })
                    }
                  />
                  <Input
                    label={intl.formatMessage(messages.linkUrl)}
                    hint={intl.formatMessage(messages.linkUrlHint)}
                    value={link.url}
                    dir="ltr"
                    onChange={(event) => setLink(groupIndex, linkIndex, { url: event.target.value.trim() })}
                  />
                </div>
                <Checkbox
                  label={intl.formatMessage(messages.external)}
                  checked={link.external}
                  onChange={(event) => setLink(groupIndex, linkIndex, { external: event.target.checked })}
                />
                <div className={styles.startActions}>
                  <Button
                    type="button"
                    tone="secondary"
                    onClick={() =>
                      setGroup(groupIndex, (current) => ({
                        ...current,
                        links: current.links.filter((_, at) => at !== linkIndex),
                      }))
                    }
                  >
                    {intl.formatMessage(messages.removeLink, { number: linkIndex + 1 })}
                  </Button>
                </div>
              </fieldset>
            ))}
            <div className={styles.startActions}>
              <Button
                type="button"
                tone="secondary"
                onClick={() =>
                  setGroup(groupIndex, (current) => ({ ...current, links: [...current.links, newLink()] }))
                }
              >
                {intl.formatMessage(messages.addLink)}
              </Button>
              <Button
                type="button"
                tone="secondary"
                onClick={() =>
                  setDraft((current) => ({ groups: current.groups.filter((_, at) => at !== groupIndex) }))
                }
              >
                {intl.formatMessage(messages.removeGroup, { number })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        <Button
          type="button"
          tone="secondary"
          onClick={() =>
            setDraft((current) => ({ groups: [...current.groups, { names: [], links: [newLink()] }] }))
          }
        >
          {intl.formatMessage(messages.addGroup)}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {intl.formatMessage(messages.save)}
        </Button>
      </div>
    </AdminForm>
  );
};

/** The footer's groups and links, each text in every language an admin writes it in. */
export const FooterConsole = () => {
  const intl = useIntl();
  const footer = useAdminFooter();
  if (footer.isError)
    return (
      <AdminLoadFailed
        error={footer.error}
        title={intl.formatMessage(messages.loadFailed)}
        onRetry={() => void footer.refetch()}
      />
    );
  if (footer.data === undefined) return <AdminListLoading label={intl.formatMessage(messages.loading)} />;
  return <FooterEditor initial={footer.data} />;
};
