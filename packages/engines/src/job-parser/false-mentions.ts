/**
 * Where the words of a catalogue skill stand in a posting for something else (decision 0097): the skill index
 * matches names and aliases as words, so a skill's words inside an employer's name, a list that runs two items
 * together, a department's name, a lower-case "pm" or a reference code read as the skill. Each test looks only at
 * the mention and the words around it, in the posting's own line.
 */

/** A separator of list items or table cells inside what matched: "Finance, Law" is two items, not Finance Law. */
const LIST_SEPARATOR = /[,،;؛|•·]|\s[-–—]\s/u;

/** The words that end an employer's name ("Swift Cargo Logistics Co.", "Petrorec Recruitment Services Ltd"). */
const COMPANY_SUFFIX = String.raw`(?:Co\.?|Company|Group|Ltd\.?|LLC|L\.L\.C\.?|Inc\.?|Holding|Holdings|Hotel|Hotels|Resort|Contracting|Services|Solutions|Centre|Center|Hospital|Clinic|Trading|Est\.?|Corporation|Corp\.?|Partners|W\.L\.L\.?|WLL)`;
/** The mention, capitalised, is followed by up to three more capitalised words and such a suffix. */
const COMPANY_AFTER = new RegExp(String.raw`^(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’&.-]*){0,3}\s+${COMPANY_SUFFIX}(?![\p{L}])`, 'u');
/** "شركة سهم للخدمات اللوجستية", "مجموعة الخليج للتوظيف": an Arabic employer's name opens with what it is. */
const COMPANY_BEFORE_AR = /(?:^|\s)(?:شركة|شركه|مؤسسة|مؤسسه|مجموعة|مجموعه|مستشفى|مستشفي|فندق|مصنع|مكتب|مركز)\s+(?:\S+\s+){0,2}$/u;

/**
 * The skill's words describing the employer or what is built, not the work asked: "a cold-chain logistics
 * provider", "our logistics marketplace", "Italian Restaurant", "customer-facing features".
 */
const WHAT_IT_DESCRIBES_AFTER = /^[\s-]+(?:providers?|marketplaces?|platforms?|companies|company|firms?|restaurants?|brands?|start-?ups?|features?|interfaces?)(?![\p{L}])/iu;

/** "للعمل في الإدارة العامة للشؤون المالية", "للانضمام إلى إدارة الموارد البشرية": a department the job sits in. */
const DEPARTMENT_BEFORE_AR = /(?:^|\s)(?:لل|ال)?(?:عمل|انضمام)\s+(?:في|إلى|الى|ضمن|لدى|ب)\s*$|(?:^|\s)(?:لقيادة|قيادة|يقود|تقود|رئاسة)\s+$/u;

/**
 * "بالتنسيق مع", "بالتعاون مع فريق …", "in coordination with": how a duty is done, with whom, not coordination or
 * collaboration asked of the candidate.
 */
const WITH_WHOM_AFTER = /^\s*(?:مع|with)(?!\p{L})/iu;
const WITH_WHOM_SKILLS: ReadonlySet<string> = new Set(['skill:coordination', 'skill:collaboration']);

/** "التواصل الاجتماعي" (social media), "Mass Communication" (a degree's subject): another phrase holds the word. */
const LONGER_PHRASE_AFTER = /^\s*(?:الاجتماعي|الاجتماعى)(?![\u0600-\u06FF])/u;
const LONGER_PHRASE_BEFORE = /\bmass\s+$/iu;

export interface MentionLike {
  id: string;
  text: string;
  start: number;
  end: number;
}

/**
 * Whether the mention at [start, end) of `text` is not the skill. `acronyms` holds, per skill id, the
 * catalogue's all-capitals spellings ("PM", "OT"): such a spelling written in lower case ("5 pm") is a word,
 * and one inside a reference code ("PR-HSE-2207") is part of the code.
 */
export function notTheSkill(text: string, mention: MentionLike, acronyms: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  const written = text.slice(mention.start, mention.end);
  const before = text.slice(Math.max(0, mention.start - 60), mention.start);
  const after = text.slice(mention.end, mention.end + 60);
  if (/\s/u.test(written.trim()) && LIST_SEPARATOR.test(written)) return true;
  const ownAcronyms = acronyms.get(mention.id);
  if (ownAcronyms && /^\p{L}{2,4}$/u.test(written) && written !== written.toUpperCase() && ownAcronyms.has(written.toUpperCase())) return true;
  if (/^\p{Lu}{2,4}$/u.test(written) && (/^-[\p{Lu}\d]/u.test(after) || /[\p{Lu}\d]-$/u.test(before))) return true;
  if (/^\p{Lu}/u.test(written) && COMPANY_AFTER.test(after)) return true;
  if (COMPANY_BEFORE_AR.test(before) && /^[\u0600-\u06FF]/u.test(written)) return true;
  if (WHAT_IT_DESCRIBES_AFTER.test(after)) return true;
  if (DEPARTMENT_BEFORE_AR.test(before) && /^(?:ال|لل)?إدار|^(?:ال|لل)?ادار/u.test(written)) return true;
  if (WITH_WHOM_SKILLS.has(mention.id) && WITH_WHOM_AFTER.test(after)) return true;
  return LONGER_PHRASE_AFTER.test(after) || LONGER_PHRASE_BEFORE.test(before);
}

/** Each skill's all-capitals names and aliases of two to four letters ("PM", "QA", "SEN"), by id. */
export function acronymsOf(skills: ReadonlyArray<{ id: string; name: string; en?: readonly string[] }>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const skill of skills) {
    for (const term of [skill.name, ...(skill.en ?? [])]) {
      if (!/^\p{Lu}{2,4}$/u.test(term)) continue;
      const set = out.get(skill.id) ?? new Set<string>();
      set.add(term);
      out.set(skill.id, set);
    }
  }
  return out;
}
