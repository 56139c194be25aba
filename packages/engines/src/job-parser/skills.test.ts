import { describe, expect, it } from 'vitest';
import type { JobTextCatalogue } from './catalogue.ts';
import { jobLines } from './lines.ts';
import { notAskedHere, readSkills } from './skills.ts';

/** A small catalogue: each skill found by its spellings, whole words, in any case. */
function catalogue(skills: Array<{ id: string; names: string[]; type?: string }>): JobTextCatalogue {
  return {
    sectors: [],
    occupations: [],
    scanSkills: (text) =>
      skills.flatMap((skill) =>
        skill.names.flatMap((name) =>
          [...text.matchAll(new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'giu'))].map((match) => ({
            id: skill.id,
            sector: 'technology',
            type: skill.type ?? 'tool',
            text: match[0],
            start: match.index ?? 0,
            end: (match.index ?? 0) + match[0].length,
          })),
        ),
      ),
  };
}

const skills = catalogue([
  { id: 'sql', names: ['SQL'] },
  { id: 'python', names: ['Python', 'بايثون'] },
  { id: 'tableau', names: ['Tableau'] },
  { id: 'excel', names: ['Excel', 'إكسل'] },
  { id: 'english', names: ['English', 'اللغة الإنجليزية'] },
  { id: 'leadership', names: ['leadership'], type: 'soft' },
  { id: 'scorecard', names: ['BSc'] },
  { id: 'ccna', names: ['CCNA'] },
  { id: 'ccnp', names: ['CCNP'] },
  { id: 'leading', names: ['القيادة'], type: 'soft' },
  { id: 'licence', names: ['رخصة قيادة سارية'] },
  { id: 'unit-tests', names: ['unit tests'] },
  { id: 'integration-tests', names: ['integration tests'] },
  { id: 'receivable', names: ['accounts receivable', 'الذمم المدينة'] },
  { id: 'payable', names: ['accounts payable', 'الذمم الدائنة'] },
  { id: 'team-leadership', names: ['lead a team'], type: 'soft' },
  { id: 'recruitment', names: ['recruitment', 'e-recruitment', 'التوظيف', 'وتوظيف', 'توظيف'] },
]);
const read = (text: string) => readSkills(jobLines(text), skills).skills;
/** The skills read, by id: where two are found in one line, the small catalogue's order is not the text's. */
const readSorted = (text: string) => read(text).sort((a, b) => a.id.localeCompare(b.id));

describe('job skills and their importance', () => {
  it('takes must-have from the requirements section and nice-to-have from the preferred one', () => {
    expect(read('Requirements\n- SQL\n- Python\n\nNice to have\n- Tableau')).toEqual([
      { id: 'sql', importance: 'must_have' },
      { id: 'python', importance: 'must_have' },
      { id: 'tableau', importance: 'nice_to_have' },
    ]);
  });

  it('lets the wording of the clause decide over the section', () => {
    expect(read('Requirements\n- SQL is required; Tableau is a plus\n- Python preferred')).toEqual([
      { id: 'sql', importance: 'must_have' },
      { id: 'tableau', importance: 'nice_to_have' },
      { id: 'python', importance: 'nice_to_have' },
    ]);
    expect(read('Preferred\n- Excel is essential')).toEqual([{ id: 'excel', importance: 'must_have' }]);
    // Postings misspell it: "prefered".
    expect(read('Requirements\n- Tableau prefered')).toEqual([{ id: 'tableau', importance: 'nice_to_have' }]);
  });

  it('does not ask for a team or department the job works with', () => {
    expect(read('You will coordinate with the sql and python teams and report weekly.')).toEqual([]);
    expect(read('Join our tableau team.\nRequirements\n- Excel')).toEqual([{ id: 'excel', importance: 'must_have' }]);
    expect(read('Requirements\n- Experience with SQL\n- Familiarity with Python\n- Work closely with Tableau developers')).toEqual([
      { id: 'sql', importance: 'must_have' },
      { id: 'python', importance: 'must_have' },
    ]);
  });

  it("does not read the employer before its hiring verb, the workplace, or 'tax-free' as skills", () => {
    expect(read('Our SQL platform is looking for an analyst.\nRequirements\n- Excel')).toEqual([{ id: 'excel', importance: 'must_have' }]);
    expect(read('شركة ناشئة في مجال بايثون تبحث عن محلل بيانات يجيد إكسل')).toEqual([{ id: 'excel', importance: 'must_have' }]);
    expect(notAskedHere('العمل عن بعد بالكامل', 0, 'العمل عن بعد'.length)).toBe(true);
    expect(notAskedHere('The package includes a tax-free salary', 'The package includes a '.length, 'The package includes a tax'.length)).toBe(true);
    expect(notAskedHere('Supervise road works on site', 0, 'Supervise road works on site'.length)).toBe(false);
    expect(read('You will teach SQL. The package includes Python lessons and Excel training.')).toEqual([{ id: 'sql', importance: 'must_have' }]);
  });

  it('reads the Arabic wording: يشترط and مطلوب are must-have, يفضل and ميزة إضافية nice-to-have', () => {
    expect(read('الشروط:\n- يشترط معرفة إكسل\n- يفضل الإلمام بـ بايثون\n- إجادة اللغة الإنجليزية ميزة إضافية')).toEqual([
      { id: 'excel', importance: 'must_have' },
      { id: 'python', importance: 'nice_to_have' },
      { id: 'english', importance: 'nice_to_have' },
    ]);
  });

  it('keeps a skill named twice at its strongest evidence', () => {
    expect(read('We use Python every day.\n\nNice to have\n- Python')).toEqual([{ id: 'python', importance: 'nice_to_have' }]);
    expect(read('Nice to have\n- Python\n\nRequirements\n- Python is a must')).toEqual([{ id: 'python', importance: 'must_have' }]);
  });

  it("leaves out the company's blurb, the benefits and ambiguous spellings", () => {
    expect(read('About us\nWe build SQL tools.\n\nWhat we offer\nPython training budget\n\nRequirements\n- BSc in Computer Science\n- Tableau')).toEqual([{ id: 'tableau', importance: 'must_have' }]);
  });

  it('counts a soft skill asked for, not one in the prose about the role', () => {
    expect(read('Overview\nYou will present results to the leadership team.')).toEqual([]);
    expect(read('Requirements\n- Strong leadership')).toEqual([{ id: 'leadership', importance: 'must_have' }]);
  });

  it('names no skills without a catalogue', () => expect(readSkills(jobLines('Requirements\n- SQL'), undefined).skills).toEqual([]));

  it.each([
    ['Python would be an asset', 'nice_to_have'],
    ['We would love it if you know Python', 'nice_to_have'],
    ['Python is a strong plus', 'nice_to_have'],
    ['Python is not required but helps', 'nice_to_have'],
    ['Python: not essential', 'nice_to_have'],
    ['يُستحسن الإلمام بلغة بايثون', 'nice_to_have'],
    ['الأفضلية لمن لديه خبرة في بايثون', 'nice_to_have'],
    ['بايثون ليس شرطاً', 'nice_to_have'],
    ['Experience with Python asset management tools', 'must_have'],
  ])('reads the wording of %j as %s', (line, importance) => {
    expect(read(`Requirements\n- ${line}`)).toEqual([{ id: 'python', importance }]);
  });

  it('leaves out what a sentence about the employer names', () => {
    expect(read('About the job\nOur analytics platform serves banks that run on SQL. You will build dashboards in Tableau.')).toEqual([{ id: 'tableau', importance: 'must_have' }]);
    expect(read('Acme Data is a leading SQL consultancy. We are hiring an analyst with Python.')).toEqual([{ id: 'python', importance: 'must_have' }]);
    expect(read('NOW HIRING: Data Analyst\nRequirements\n- SQL')).toEqual([{ id: 'sql', importance: 'must_have' }]);
  });

  it('keeps the cue of an aside with words of its own to the aside, and lets a bare grade grade its item', () => {
    expect(read('Key skills:\n- CCNA (CCNP a plus)')).toEqual([
      { id: 'ccna', importance: 'must_have' },
      { id: 'ccnp', importance: 'nice_to_have' },
    ]);
    expect(read('Requirements\n- Python (preferred)\n- SQL – ميزة إضافية\n- Excel | a plus\n- Tableau – must have')).toEqual([
      { id: 'python', importance: 'nice_to_have' },
      { id: 'sql', importance: 'nice_to_have' },
      { id: 'excel', importance: 'nice_to_have' },
      { id: 'tableau', importance: 'must_have' },
    ]);
    // A clause after a dash that names a skill is a clause of its own, not a grade.
    expect(read('Requirements\n- SQL – Python preferred')).toEqual([
      { id: 'sql', importance: 'must_have' },
      { id: 'python', importance: 'nice_to_have' },
    ]);
  });

  it("reads a sentence with a requirement's wording as the job's, even when it reads like one about a company", () => {
    expect(read('Junior Accountant\n\nWe keep the books of small shops.\n\nEnglish is an asset.')).toEqual([{ id: 'english', importance: 'nice_to_have' }]);
    expect(read("Designer\n\nWe're an agency that lives in Excel. You will design in Tableau.")).toEqual([{ id: 'tableau', importance: 'must_have' }]);
  });

  it('reads القيادة after a licence or before a road or vehicle as driving, not leading', () => {
    expect(read('الشروط:\n- رخصة قيادة سارية\n- خبرة في القيادة داخل الكويت\n- القيادة وإدارة الفريق')).toEqual([
      { id: 'licence', importance: 'must_have' },
      { id: 'leading', importance: 'must_have' },
    ]);
  });

  it('reads no skill in an address, nor the posting\'s own hiring as recruiting', () => {
    expect(read('Duties\n- Send your CV to recruitment@example.com or apply on the e-recruitment portal')).toEqual([]);
    expect(read('المهام:\n- التقديم عبر بوابة التوظيف الحكومي\n- توظيف استراتيجيات التعلم النشط')).toEqual([]);
    expect(read('Requirements\n- Experience in recruitment').map((skill) => skill.id)).toEqual(['recruitment']);
    expect(read('المتطلبات:\n- خبرة في التوظيف').map((skill) => skill.id)).toEqual(['recruitment']);
  });

  it('gives each of the verbs joined by "and" the object after the last, for a phrase the catalogue holds', () => {
    expect(read('Duties\n- Lead and train a team of 8 pastry cooks').map((skill) => skill.id)).toEqual(['team-leadership']);
    expect(read('Duties\n- Lead, coach and schedule a team of 12').map((skill) => skill.id)).toEqual(['team-leadership']);
    expect(read('Duties\n- Train and lead the cooks')).toEqual([]);
  });

  it('rebuilds a term that shares its word with the one beside it, and only a term the catalogue holds', () => {
    expect(read('Requirements\n- unit and integration tests\n- accounts payable and receivable\n- متابعة الذمم المدينة والدائنة').map((skill) => skill.id)).toEqual(['integration-tests', 'unit-tests', 'payable', 'receivable']);
    expect(read('Requirements\n- SQL and Python tests')).toEqual([
      { id: 'sql', importance: 'must_have' },
      { id: 'python', importance: 'must_have' },
    ]);
  });

  it('leaves out legal boilerplate', () => {
    expect(read('Requirements\n- Python\n\nWe are an equal opportunity employer and do not discriminate. All applications are treated with strict SQL confidentiality.')).toEqual([{ id: 'python', importance: 'must_have' }]);
  });

  it('reads a term or its cue across a line broken in mid-phrase, and keeps a short unmarked list apart', () => {
    expect(readSorted('Requirements\n- Experience with unit\ntests and SQL\n- Tableau or Excel is\npreferred.')).toEqual([
      { id: 'excel', importance: 'nice_to_have' },
      { id: 'sql', importance: 'must_have' },
      { id: 'tableau', importance: 'nice_to_have' },
      { id: 'unit-tests', importance: 'must_have' },
    ]);
    expect(read('Requirements\nSQL\nPython\nTableau preferred')).toEqual([
      { id: 'sql', importance: 'must_have' },
      { id: 'python', importance: 'must_have' },
      { id: 'tableau', importance: 'nice_to_have' },
    ]);
  });

  it('reads an Arabic cue word only as a whole word: "متميزة" (excellent) is no advantage', () => {
    expect(readSorted('المتطلبات:\n- إتقان إكسل بمستوى متميز وخبرة متميزة في بايثون')).toEqual([
      { id: 'excel', importance: 'must_have' },
      { id: 'python', importance: 'must_have' },
    ]);
    expect(read('المتطلبات:\n- إكسل\n- بايثون ميزة إضافية')).toEqual([
      { id: 'excel', importance: 'must_have' },
      { id: 'python', importance: 'nice_to_have' },
    ]);
  });

  it('leaves out the words of a skill inside an employer\'s name or a reference code', () => {
    expect(read('Tableau Analytics Group is hiring\nRequirements\n- SQL')).toEqual([{ id: 'sql', importance: 'must_have' }]);
  });

  it('leaves out what a pay line lists, in English and in Arabic', () => {
    expect(read('Requirements\n- SQL\nSalary 9000 + housing + Excel allowance')).toEqual([{ id: 'sql', importance: 'must_have' }]);
    expect(read('المتطلبات:\n- بايثون\nالراتب ٦٠٠٠ + بدلات + دورة إكسل')).toEqual([{ id: 'python', importance: 'must_have' }]);
    expect(read('Requirements\n- SQL + Python')).toEqual([
      { id: 'sql', importance: 'must_have' },
      { id: 'python', importance: 'must_have' },
    ]);
  });
});
