import type { MessageDescriptor } from "react-intl";

/**
 * Drops react-intl's inferred value types from a `defineMessages` result: with `exactOptionalPropertyTypes`
 * they refuse every `values` object, so messages with arguments are typed as plain descriptors. The
 * `defineMessages` call stays around it, so the extractor still reads the messages.
 */
export const plainMessages = <Key extends string>(
  messages: Readonly<Record<Key, MessageDescriptor>>,
): Readonly<Record<Key, MessageDescriptor>> => messages;
