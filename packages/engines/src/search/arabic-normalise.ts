/**
 * Arabic spelling variants folded to one form before text is indexed or searched (issue #12, decision 0045), so a
 * recruiter finds "إدارة" by typing "اداره" and "والمحاسبة" by typing "المحاسبة". Pure; the same function runs on
 * the candidates' text and on the query. Latin text passes through unchanged.
 */

/** Fathatan … sukun, the small high marks, and the superscript alef: the harakat a writer may or may not add. */
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ALEF_FORMS = /[أإآٱ]/g;

/**
 * A conjunction ("and", "so") written onto a word with the article: "والمحاسبة" → "المحاسبة". Only when at least
 * three letters follow the article, so words that merely start with these letters keep them ("والد", father).
 */
const CONJUNCTION_BEFORE_ARTICLE = /(^|[^\p{L}\p{M}])[وف](?=ال\p{L}{3})/gu;

export function normaliseArabic(text: string): string {
  return text
    .replace(DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(ALEF_FORMS, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(CONJUNCTION_BEFORE_ARTICLE, '$1');
}
