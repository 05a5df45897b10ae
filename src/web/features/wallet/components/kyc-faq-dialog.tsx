/** The KYC FAQ modal of spec §2: why Kleos asks, what it keeps, how long it takes. */
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import * as styles from "@/web/features/wallet/components/kyc.css";

const messages = defineMessages({
  title: { id: "kyc.faq.title", defaultMessage: "KYC questions" },
  close: { id: "kyc.faq.close", defaultMessage: "Close" },
  whyQ: { id: "kyc.faq.whyQuestion", defaultMessage: "Why do I need KYC?" },
  whyA: {
    id: "kyc.faq.whyAnswer",
    defaultMessage:
      "The law asks us to know who receives money. Once your KYC is verified you can cash out your rewards and claim the KYC bonus.",
  },
  keptQ: { id: "kyc.faq.keptQuestion", defaultMessage: "What does Kleos keep?" },
  keptA: {
    id: "kyc.faq.keptAnswer",
    defaultMessage:
      "Your PAN or CPF, your name and where payouts go. Your Aadhaar number is never given to Kleos: DigiLocker shares only a reference and its last four digits.",
  },
  panOnlyQ: { id: "kyc.faq.panOnlyQuestion", defaultMessage: "Can I skip DigiLocker?" },
  panOnlyA: {
    id: "kyc.faq.panOnlyAnswer",
    defaultMessage:
      "Yes: untick the DigiLocker box on the PAN step, and your PAN and bank account are checked alone.",
  },
  timeQ: { id: "kyc.faq.timeQuestion", defaultMessage: "How long does it take?" },
  timeA: {
    id: "kyc.faq.timeAnswer",
    defaultMessage:
      "Most checks take a few seconds. When a name only partly matches, our team reviews it, which can take up to two working days; this page updates by itself.",
  },
  rejectedQ: { id: "kyc.faq.rejectedQuestion", defaultMessage: "My check was rejected. What now?" },
  rejectedA: {
    id: "kyc.faq.rejectedAnswer",
    defaultMessage: "Read the reason shown, correct the details and send the step again.",
  },
});

const ENTRIES = [
  [messages.whyQ, messages.whyA],
  [messages.keptQ, messages.keptA],
  [messages.panOnlyQ, messages.panOnlyA],
  [messages.timeQ, messages.timeA],
  [messages.rejectedQ, messages.rejectedA],
] as const;

export const KycFaqDialog = ({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) => {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      footer={
        <Button tone="secondary" onClick={onClose}>
          {intl.formatMessage(messages.close)}
        </Button>
      }
    >
      <dl className={styles.faq}>
        {ENTRIES.map(([question, answer]) => (
          <div key={question.id}>
            <dt className={styles.faqQuestion}>{intl.formatMessage(question)}</dt>
            <dd className={styles.faqAnswer}>{intl.formatMessage(answer)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
};
