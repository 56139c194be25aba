import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../src/catalogue.ts';
import { createSkillIndex } from '../src/skill-index.ts';
import type { Skill } from '../src/skills.ts';
import { foldText, normalizeKey, slugify, tokenize } from '../src/text.ts';

const { skills } = loadCatalogue();
const index = createSkillIndex(skills);
const idOf = (text: string, lang?: 'en' | 'ar') => index.find(text, lang)?.id;
const scanIds = (text: string) => index.scan(text).map((m) => m.skill.id);

describe('text normalisation', () => {
  it('folds case, Latin diacritics and Arabic letter forms', () => {
    expect(foldText('Résumé')).toBe('resume');
    expect(foldText('أإآٱ')).toBe('اااا');
    expect(foldText('مدرسة')).toBe('مدرسه');
    expect(foldText('مستشفى')).toBe('مستشفي');
    expect(foldText('إدارة المشــاريع')).toBe('اداره المشاريع');
    expect(foldText('المُحَاسَبَة')).toBe('المحاسبه');
    expect(foldText('٢٠٢٤')).toBe('2024');
  });

  it('keeps programming names whole', () => {
    expect(tokenize('C++, C#, .NET, Node.js and CI/CD.').map((t) => t.text)).toEqual([
      'c++',
      'c#',
      '.net',
      'node.js',
      'and',
      'ci',
      'cd',
    ]);
    expect(normalizeKey('  Node.JS ')).toBe('node.js');
    expect(slugify('C++')).toBe('c-plus-plus');
    expect(slugify('C#')).toBe('c-sharp');
    expect(slugify('.NET')).toBe('dotnet');
  });
});

describe('createSkillIndex().find', () => {
  it('finds names and aliases case-insensitively', () => {
    expect(idOf('JS')).toBe('skill:javascript');
    expect(idOf('js')).toBe('skill:javascript');
    expect(idOf('javascript')).toBe('skill:javascript');
    expect(idOf('node.JS')).toBe('skill:node-js');
    expect(idOf('c#')).toBe('skill:c-sharp');
    expect(idOf('C++')).toBe('skill:c-plus-plus');
    expect(idOf('.net')).toBe('skill:dotnet');
    expect(idOf('Financial Modeling')).toBe('skill:financial-modelling');
    expect(idOf('ifrs 16')).toBe('skill:ifrs-16');
    expect(idOf('Forklift Operation')).toBe('skill:forklift-operation');
    expect(idOf('Arabic-English translation')).toBe('skill:arabic-english-translation');
    expect(idOf('Pythön')).toBe('skill:python');
    expect(idOf('no such skill at all')).toBeUndefined();
  });

  it('matches case-sensitive short aliases exactly only', () => {
    expect(idOf('Go')).toBe('skill:go-lang');
    expect(idOf('go')).toBeUndefined();
    expect(idOf('R')).toBe('skill:r-lang');
    expect(idOf('Golang')).toBe('skill:go-lang');
  });

  it('finds Arabic names regardless of diacritics, alef and taa marbuta forms, tatweel and the article', () => {
    expect(idOf('بايثون', 'ar')).toBe('skill:python');
    expect(idOf('المحاسبة', 'ar')).toBe('skill:accounting');
    expect(idOf('محاسبة', 'ar')).toBe('skill:accounting');
    expect(idOf('المُحَاسَبَة', 'ar')).toBe('skill:accounting');
    expect(idOf('ادارة المشاريع', 'ar')).toBe('skill:project-management');
    expect(idOf('اداره المشاريع', 'ar')).toBe('skill:project-management');
    expect(idOf('إدارة المشــاريع', 'ar')).toBe('skill:project-management');
    expect(idOf('بالمحاسبة', 'ar')).toBe('skill:accounting');
    expect(idOf('خدمة العملاء', 'ar')).toBe('skill:customer-service');
  });
});

describe('createSkillIndex().scan', () => {
  it('finds every mention, longest first, on word boundaries', () => {
    const text = 'Skills: Java and JavaScript, Microsoft Excel, Excel, IFRS 16, wound care, AutoCAD.';
    expect(scanIds(text)).toEqual([
      'skill:java',
      'skill:javascript',
      'skill:microsoft-excel',
      'skill:microsoft-excel',
      'skill:ifrs-16',
      'skill:wound-care',
      'skill:autocad',
    ]);
  });

  it('never matches inside a longer word', () => {
    expect(scanIds('Javanese scripture, Pythonic, reactive, Excellence')).toEqual([]);
  });

  it('reports offsets into the original text', () => {
    const text = 'Built REST APIs in Node.js; ٥ سنوات خبرة في إدارة المشاريع.';
    for (const m of index.scan(text)) expect(text.slice(m.start, m.end)).toBe(m.text);
    expect(scanIds(text)).toEqual(['skill:rest-api-design', 'skill:node-js', 'skill:project-management']);
  });

  it('finds Arabic mentions with attached conjunctions and prepositions', () => {
    const text = 'خبرة في تحليل البيانات وإدارة المشاريع والمحاسبة وبايثون، وأجيد العمل الجماعي.';
    expect(scanIds(text)).toEqual([
      'skill:data-analysis',
      'skill:project-management',
      'skill:accounting',
      'skill:python',
      'skill:teamwork',
    ]);
  });

  it('reads a clitic on a word of two letters where the term goes on, or before Latin letters', () => {
    expect(scanIds('وحل المشكلات وطب الأطفال وفن المكياج وسي شارب')).toEqual([
      'skill:problem-solving',
      'skill:paediatrics',
      'skill:makeup-artistry',
      'skill:c-sharp',
    ]);
    expect(scanIds('خبرة في Python وSQL وUX وQA')).toEqual(['skill:python', 'skill:sql', 'skill:ux-design', 'skill:quality-assurance']);
    expect(idOf('وحل المشكلات', 'ar')).toBe('skill:problem-solving');
    expect(idOf('وUX')).toBe('skill:ux-design');
    // Alone, "وحل" is mud; words that start with the clitic's letter are words, not a clitic and a term.
    expect(scanIds('وحل')).toEqual([]);
    expect(idOf('وحل', 'ar')).toBeUndefined();
    expect(scanIds('وظيفة في ورشة، وحدة، ومن ثم وسط المدينة')).toEqual([]);
  });

  it('does not read ordinary phrases as skills', () => {
    expect(scanIds('أعمل في المملكة العربية السعودية')).toEqual([]);
    expect(scanIds('Let us go to the patient events')).toEqual([]);
  });

  it('takes short case-sensitive aliases only as items of a list', () => {
    expect(scanIds('Languages: Python, R, SQL, Go')).toEqual([
      'skill:python',
      'skill:r-lang',
      'skill:sql',
      'skill:go-lang',
    ]);
    expect(scanIds('- C\n- C++')).toEqual(['skill:c-lang', 'skill:c-plus-plus']);
    expect(scanIds('Go to the site. We R here. I like C.')).toEqual([]);
  });

  it('is pure: the same input gives the same output', () => {
    const text = 'Python, SQL, Power BI, الترجمة بين العربية والإنجليزية';
    expect(index.scan(text)).toEqual(index.scan(text));
  });
});

describe('createSkillIndex().suggest', () => {
  it('completes prefixes in both languages', () => {
    expect(index.suggest('pyth').map((s) => s.skill.id)).toContain('skill:python');
    expect(index.suggest('إدارة المشا', { lang: 'ar' }).map((s) => s.skill.id)).toContain('skill:project-management');
    expect(index.suggest('pyth', { limit: 1 })).toHaveLength(1);
    expect(index.suggest('')).toEqual([]);
  });

  it('works on any skill list, not just the catalogue', () => {
    const mine: Skill[] = [
      {
        id: 'skill:a',
        name: { en: 'Alpha Work', ar: 'عمل ألفا' },
        aliases: { en: ['AW'], ar: [] },
        type: 'technical',
        category: 'x',
        sector: 'technology',
        related: [],
      },
    ];
    const small = createSkillIndex(mine);
    expect(small.size).toBe(1);
    expect(small.find('aw')?.id).toBe('skill:a');
    expect(small.scan('I do alpha work daily').map((m) => m.skill.id)).toEqual(['skill:a']);
  });
});

describe('createSkillIndex().search', () => {
  const skill = (id: string, en: string, ar: string, aliases: { en?: string[]; ar?: string[] } = {}): Skill => ({
    id,
    name: { en, ar },
    aliases: { en: aliases.en ?? [], ar: aliases.ar ?? [] },
    type: 'technical',
    category: 'x',
    sector: 'technology',
    related: [],
  });
  const small = createSkillIndex([
    skill('skill:spark', 'Apache Spark', 'أباتشي سبارك'),
    skill('skill:spark-streaming', 'Spark Streaming', 'سبارك ستريمنج'),
    skill('skill:hyperspark', 'HyperSpark', 'هايبرسبارك'),
    skill('skill:accounting', 'Accounting', 'المحاسبة', { ar: ['مسك الدفاتر المحاسبية'] }),
    skill('skill:cost-accounting', 'Cost Accounting', 'محاسبة التكاليف'),
    skill('skill:tax', 'Value Added Tax', 'ضريبة القيمة المضافة', { en: ['VAT'] }),
    skill('skill:js', 'JavaScript', 'جافاسكريبت'),
  ]);
  const ids = (text: string, options?: { lang?: 'en' | 'ar'; limit?: number }) => small.search(text, options).map((hit) => hit.skill.id);

  it('finds a word inside an Arabic name, ranked: the term itself, starts with, a later word, inside a word', () => {
    expect(small.search('سبارك').map((hit) => [hit.skill.id, hit.rank])).toEqual([
      ['skill:spark-streaming', 1],
      ['skill:spark', 2],
      ['skill:hyperspark', 3],
    ]);
    expect(small.search('سبارك ستريمنج')[0]).toMatchObject({ skill: { id: 'skill:spark-streaming' }, rank: 0 });
    expect(ids('spark')).toEqual(['skill:spark-streaming', 'skill:spark', 'skill:hyperspark']);
    expect(ids('script')).toEqual(['skill:js']);
  });

  it('folds hamza seats, ta marbuta, alef maqsura, diacritics and tatweel, and ignores the article and clitics', () => {
    for (const written of ['اباتشي سبارك', 'أباتشى سبارك', 'أبـاتـشي سبـارك', 'أَباتشي سْبارك']) expect(ids(written)[0]).toBe('skill:spark');
    expect(small.search('المحاسبه')[0]).toMatchObject({ skill: { id: 'skill:accounting' }, rank: 0 });
    expect(small.search('محاسبة')[0]).toMatchObject({ skill: { id: 'skill:accounting' }, rank: 0 });
    expect(ids('والمحاسبة')[0]).toBe('skill:accounting');
    // A word of an alias, and a later word without its article: "القيمة" in "ضريبة القيمة المضافة".
    expect(ids('الدفاتر')).toEqual(['skill:accounting']);
    expect(ids('قيمة')).toEqual(['skill:tax']);
    expect(ids('محاسبة')).toEqual(['skill:accounting', 'skill:cost-accounting']);
  });

  it('keeps to the language asked, the limit, and needs three letters to look inside a word', () => {
    expect(ids('سبارك', { lang: 'en' })).toEqual([]);
    expect(ids('spark', { limit: 1 })).toEqual(['skill:spark-streaming']);
    expect(ids('ar')).toEqual([]);
    expect(ids('  ')).toEqual([]);
  });

  it('finds Apache Spark by "سبارك" in the shipped catalogue, first, and other tech skills by their Arabic spelling', () => {
    expect(index.search('سبارك')[0]?.skill.id).toBe('skill:apache-spark');
    expect(index.search('كافكا')[0]?.skill.id).toBe('skill:apache-kafka');
    expect(index.search('كوبرنيتس')[0]?.skill.id).toBe('skill:kubernetes');
    expect(index.search('بايثون')[0]?.skill.id).toBe('skill:python');
  });
});
