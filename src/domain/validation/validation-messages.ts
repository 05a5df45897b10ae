/**
 * Every user-facing message of the validation rules (spec §5, and the POG and name rules of spec §8), keyed
 * by its message id `validation.<rule>.<purpose>`. The English text is the spec's own words wherever the spec
 * quotes one; where the spec only names the message ("Messages also exist for: select an option, city, ..."),
 * the text is a plain sentence built around the spec's words. The web translates these ids; the English text
 * lives here so that the server can answer with it and the web can fall back to it.
 */
export const VALIDATION_MESSAGES = {
  "validation.mobileNumber.invalid": "Please enter a valid mobile number",
  "validation.email.invalid": "Please enter a valid e-mail",

  "validation.siteUsername.noSpaces": "Spaces are not allowed in the username",
  "validation.siteUsername.length": "min 5 and max 10 characters",
  "validation.siteUsername.specialCharacters": "no special characters allowed",

  "validation.pogUsername.noSpaces": "Spaces are not allowed",
  "validation.pogUsername.specialCharacters": "Special characters are not allowed",
  "validation.pogUsername.length": "Username must be between 5 and 12 characters",

  "validation.firstName.noSpaces": "spacing not allowed",
  "validation.firstName.length": "min 3 and max 15 characters",
  "validation.firstName.alphabetsOnly": "only alphabets allowed",
  "validation.firstName.specialCharacters": "special characters not allowed",
  "validation.name.lettersAndSpaces": "Only letters and spaces are allowed",

  "validation.solanaAddress.invalid": "Please enter a valid Solana address",
  "validation.evmAddress.invalid": "Please enter a valid wallet address",
  "validation.evmAddress.checksum": "The wallet address checksum does not match",

  "validation.discordLink.invalid": "Please enter a valid Discord link",
  "validation.instagramLink.invalid": "Please enter a valid Instagram link",
  "validation.twitterLink.invalid": "Please enter a valid Twitter/X link",
  "validation.facebookLink.invalid": "Please enter a valid Facebook link",
  "validation.youtubeLink.invalid": "Please enter a valid YouTube link",
  "validation.url.invalid": "Please enter a valid URL",

  "validation.steamId.invalid": "Please enter a valid Steam id",
  "validation.steamId.tooShort": "The Steam id must be at least 17 characters",

  "validation.gameUserName.noSpaces": "Spaces are not allowed in the user name",
  "validation.gameUserId.noSpaces": "Spaces are not allowed in the user id",

  "validation.bankAccount.invalid": "The bank account number must be 9 to 18 digits",
  "validation.ifsc.invalid": "Please enter a valid IFSC code",
  "validation.pan.invalid": "Please enter a valid PAN",
  "validation.pan.notIndividual": "Please enter the PAN of a person, not of a company or trust",
  "validation.aadhaar.invalid": "Please enter a valid Aadhaar number",
  "validation.cpf.invalid": "Please enter a valid CPF",
  "validation.pixKey.invalid": "Please enter a valid PIX key of the chosen type",

  "validation.image.jpegOnly": "Only JPEG is accepted as image type",

  "validation.date.invalid": "Please enter a valid date",
  "validation.date.past": "The date must not be in the past",

  "validation.common.selectOption": "Please select an option",
  "validation.common.city": "Please select a city",
  "validation.common.collegeName": "Please enter your college name",
  "validation.common.enterValue": "Please enter a value",
  "validation.common.correctOption": "Please select the correct option",
  "validation.common.country": "Please select a country",

  "validation.clanName.length": "The clan name must be between 3 and 24 characters",
  "validation.clanName.characters": "The clan name may only have letters, digits and single spaces",
  "validation.clanDescription.length": "The description must be at most 280 characters",
} as const satisfies Record<`validation.${string}.${string}`, string>;

export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;

export const isValidationMessageId = (value: string): value is ValidationMessageId =>
  Object.hasOwn(VALIDATION_MESSAGES, value);
