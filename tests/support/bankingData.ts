import { card, iban } from '../../src/mock/seed/banking';
import { createRandom } from '../../src/mock/seed/random';

/** Valid sample identifiers for tests, made by the mock backend's generators (not the code under test). */
const random = createRandom(99);

/** A valid IR IBAN at Bank Mellat (bank code 012). */
export const mellatIban = () => iban('012', random.digits(19));

/** A Luhn-valid card of Bank Mellat (BIN 610433). */
export const mellatCard = () => card('610433', random);

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

/** The same text with Persian digits, as a user with a Persian keyboard types it. */
export const typedInPersian = (text: string) => text.replace(/[0-9]/g, digit => PERSIAN[Number(digit)]);

/** Groups of four separated by spaces, as people copy IBANs and card numbers. */
export const spacedByFour = (text: string) => text.replace(/(.{4})/g, '$1 ').trim();
