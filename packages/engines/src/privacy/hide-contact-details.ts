/**
 * A candidate's own words (summary, duties) as a recruiter may read them before the candidate has agreed to be
 * contacted (decision 0049): e-mail addresses, web addresses and phone numbers written into the text are
 * replaced by a mark, so that the contact fields the product withholds do not arrive through free text, and a
 * search for an address cannot tell whose it is.
 */

/** What stands where a contact detail was: the same in both languages, and plainly not a word. */
export const HIDDEN_CONTACT = '•••';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** A web address with a scheme or www, or a bare domain followed by a path (linkedin.com/in/…, wa.me/…). */
const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"'()]+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"'()]*/giu;
/** A run of at least seven digits (Latin, Arabic-Indic or Persian) that may be split by spaces, dots, dashes or brackets. */
const DIGIT = String.raw`[0-9\u0660-\u0669\u06F0-\u06F9]`;
const PHONE = new RegExp(String.raw`\+?\(?${DIGIT}(?:[\s().-]{0,2}${DIGIT}){6,}`, 'gu');
/** "2019 - 2023" is a range of years, not a number to call. */
const YEAR = /(?<![0-9\u0660-\u0669\u06F0-\u06F9])(?:19|20|١٩|٢٠)[0-9\u0660-\u0669]{2}(?![0-9\u0660-\u0669\u06F0-\u06F9])/gu;

function isPhoneNumber(candidate: string): boolean {
  const digits = candidate.replace(/[^0-9\u0660-\u0669\u06F0-\u06F9]/gu, '');
  if (digits.length < 7 || digits.length > 15) return false;
  return (candidate.match(YEAR)?.length ?? 0) < 2;
}

export function hideContactDetails(text: string): string {
  return text
    .replace(EMAIL, HIDDEN_CONTACT)
    .replace(WEB_ADDRESS, HIDDEN_CONTACT)
    .replace(PHONE, (candidate) => (isPhoneNumber(candidate) ? HIDDEN_CONTACT : candidate));
}
