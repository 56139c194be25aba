import { describe, expect, it } from 'vitest';
import modelData from './gazetteers/entity-tagger.json' with { type: 'json' };
import { loadTagger, spansOf, tagEntities, tagTokens, TAGS, tokenFeatures, tokenize, type TaggerModel } from './entity-tagger.ts';
import { goldTags, trainTagger, type TrainingDocument } from './entity-tagger-training.ts';
import { labelledSpans } from './labelled-resumes.ts';
import { educationFromSpans, mergeTaggedWork, shippedTagger, withEmployersAfterDates, withEmployersAfterTitles, withEmployersBeforePlaces, withoutTownsAfterEmployers, withoutTitlesReadAsEmployers, withWholeEmployerNames, workFromSpans, isOrdinaryWordEmployer } from './tagged-entries.ts';
import { profileFromLines } from './parse-resume.ts';
import { plainTextToLines } from './extract/plain-lines.ts';

/** A tiny labelled sample, written for this test, in the set's XML form. */
const SAMPLE = [
  '<cv>Jane Roe  <label type="Designation">Data Analyst</label>  <label type="Companies worked at">Blue Harbor Ltd</label>  2019 - 2021  <label type="Degree">BSc Statistics</label>  <label type="College Name">Lakeside University</label></cv>',
  '<cv>Omar Haddad  <label type="Designation">Nurse</label>  <label type="Companies worked at">City Care Hospital</label>  2015 - 2020  <label type="Degree">BSN</label>  <label type="College Name">Riverside College</label></cv>',
  '<cv>Li Wei  <label type="Designation">Web Developer</label>  <label type="Companies worked at">Pixel Works Inc</label>  2018 - Present  <label type="Degree">BA Design</label>  <label type="College Name">Hill State University</label></cv>',
];
const ENTITY: Record<string, 'TITLE' | 'COMPANY' | 'COLLEGE' | 'DEGREE'> = { Designation: 'TITLE', 'Companies worked at': 'COMPANY', 'College Name': 'COLLEGE', Degree: 'DEGREE' };

function sampleDocuments(): TrainingDocument[] {
  return SAMPLE.map((xml) => {
    const { text, spans } = labelledSpans(xml);
    const tokens = tokenize(text);
    // No gazetteer: the tiny model must learn from the sample alone.
    const features = tokenFeatures(tokens, () => null);
    return { tokens, features, tags: goldTags(tokens, spans.map((span) => ({ ...span, type: ENTITY[span.type] ?? 'TITLE' }))) };
  });
}

const options = { epochs: 5, seed: 7, minCount: 1, scale: 100, prune: 0, source: 'test sample' };

describe('labelled spans', () => {
  it('gives each label as offsets into the text the scoring sees', () => {
    const { text, spans } = labelledSpans('<cv>\nA &amp; B <label type="Designation">Chief Cook</label> at <label type="Companies worked at">Dine &amp; Co</label></cv>');
    expect(text).toBe('A & B Chief Cook at Dine & Co');
    expect(spans.map((span) => [span.type, text.slice(span.start, span.end)])).toEqual([
      ['Designation', 'Chief Cook'],
      ['Companies worked at', 'Dine & Co'],
    ]);
  });
});

describe('the entity tagger trainer', () => {
  it('gives the same weights for the same data and seed', () => {
    const first = trainTagger(sampleDocuments(), options);
    const second = trainTagger(sampleDocuments(), options);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(Object.keys(first.weights).length).toBeGreaterThan(0);
  });

  it('learns to tag its training text', () => {
    const tagger = loadTagger(trainTagger(sampleDocuments(), options));
    const { text } = labelledSpans(SAMPLE[0] ?? '');
    const tokens = tokenize(text);
    // Decoded with the same gazetteer-free features the tiny model was trained on.
    const spans = spansOf(text, tokens, tagTokens(tagger, tokens, tokenFeatures(tokens, () => null)));
    expect(spans.map((span) => [span.type, span.text])).toEqual([
      ['TITLE', 'Data Analyst'],
      ['COMPANY', 'Blue Harbor Ltd'],
      ['DEGREE', 'BSc Statistics'],
      ['COLLEGE', 'Lakeside University'],
    ]);
  });
});

describe('the shipped tagger weights', () => {
  it('have the documented shape', () => {
    const model = modelData as unknown as TaggerModel;
    expect(model.version).toBe(1);
    expect(model.tags).toEqual([...TAGS]);
    expect(model.scale).toBe(100);
    expect(model.source).toMatch(/train part/);
    const rows = Object.values(model.weights);
    expect(rows.length).toBeGreaterThan(5000);
    for (const pairs of rows.slice(0, 2000)) {
      expect(pairs.length % 2).toBe(0);
      for (let index = 0; index < pairs.length; index += 2) {
        expect(pairs[index]).toBeGreaterThanOrEqual(0);
        expect(pairs[index]).toBeLessThan(TAGS.length);
        expect(Number.isInteger(pairs[index + 1])).toBe(true);
      }
    }
  });

  it('load in well under a second', () => {
    const started = performance.now();
    const tagger = loadTagger(modelData as unknown as TaggerModel);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(tagger.weights.size).toBe(Object.keys((modelData as unknown as TaggerModel).weights).length);
  });

  it('tag titles, employers, degrees and schools in pasted text', () => {
    const text =
      'WORK EXPERIENCE  Senior Software Engineer  Infosys Limited  Jan 2015 - Present  Developed payment services in Java.  EDUCATION  B.Tech in Computer Science  Anna University  2012';
    expect(tagEntities(shippedTagger(), text).map((span) => [span.type, span.text])).toEqual([
      ['TITLE', 'Senior Software Engineer'],
      ['COMPANY', 'Infosys Limited'],
      ['DEGREE', 'B.Tech in Computer Science'],
      ['COLLEGE', 'Anna University'],
    ]);
  });
});

describe('entries from tagged spans', () => {
  const text = 'Data Analyst  Blue Harbor Ltd  2019 - 2021  BSc Statistics  Lakeside University  2018';
  const span = (type: 'TITLE' | 'COMPANY' | 'COLLEGE' | 'DEGREE', piece: string) => {
    const start = text.indexOf(piece);
    return { type, text: piece, start, end: start + piece.length, from: 0, to: 0 };
  };
  const spans = [span('TITLE', 'Data Analyst'), span('COMPANY', 'Blue Harbor Ltd'), span('DEGREE', 'BSc Statistics'), span('COLLEGE', 'Lakeside University')];

  it('pair a title with its employer and the dates after them', () => {
    const [job] = workFromSpans(text, spans);
    expect(job).toMatchObject({ job_title: 'Data Analyst', organization: 'Blue Harbor Ltd', start: '2019', end: '2021', currently_working: false });
    expect(job?.confidence.job_title).toBe(0.5);
  });

  it('pair a degree with its school and year', () => {
    expect(educationFromSpans(text, spans)).toEqual([
      expect.objectContaining({ degree_title: 'BSc Statistics', institution: 'Lakeside University', end: '2018' }),
    ]);
  });

  it('keep the jobs the rules found at employers the tagger missed, without a title given twice', () => {
    const tagged = workFromSpans(text, spans);
    const ruled = [
      { ...tagged[0], job_title: 'Data Analyst', organization: 'Harbor Cafe', confidence: { job_title: 0.9, organization: 0.9 }, order: 1 },
      { ...tagged[0], job_title: 'Clerk', organization: 'Blue Harbor Ltd', confidence: {}, order: 0 },
    ] as typeof tagged;
    const merged = mergeTaggedWork(tagged, ruled);
    expect(merged.map((entry) => [entry.job_title, entry.organization])).toEqual([
      ['Data Analyst', 'Blue Harbor Ltd'],
      [null, 'Harbor Cafe'],
    ]);
    expect(merged[1]?.confidence.job_title).toBeUndefined();
  });

  it('drop a rule\'s employer that the text writes as a town before its region', () => {
    const pasted = `${text}  Clerk\nDenver, Colorado\n2010 - 2012  Writer  Reuters Health, New York, NY  2012 - 2014`;
    const ruled = [
      { ...workFromSpans(text, spans)[0], job_title: 'Clerk', organization: 'Denver', confidence: {}, order: 0 },
      { ...workFromSpans(text, spans)[0], job_title: 'Writer', organization: 'Reuters Health', confidence: {}, order: 0 },
    ] as ReturnType<typeof workFromSpans>;
    const merged = mergeTaggedWork(workFromSpans(pasted, spans), ruled, spans, pasted);
    expect(merged.map((entry) => entry.organization)).toEqual(['Blue Harbor Ltd', 'Reuters Health']);
  });
});

describe('an employer right after a title the tagger found alone', () => {
  const titleIn = (text: string, piece: string) => {
    const start = text.indexOf(piece);
    return { type: 'TITLE' as const, text: piece, start, end: start + piece.length, from: 0, to: 0 };
  };
  const employersOf = (text: string, title: string) =>
    withEmployersAfterTitles(text, [titleIn(text, title)]).filter((span) => span.type === 'COMPANY').map((span) => span.text);

  it('is the capitalised name after its comma or "at"', () => {
    expect(employersOf('2016 - 2019  Ward Nurse, Riverside General Hospital, Dover  Cared for …', 'Ward Nurse')).toEqual(['Riverside General Hospital']);
    expect(employersOf('Now a Support Analyst at Northwind Traders. Handled tickets', 'Support Analyst')).toEqual(['Northwind Traders']);
    expect(employersOf('Volunteer Tutor, House of Learning  2015', 'Volunteer Tutor')).toEqual(['House of Learning']);
  });

  it('is not a place, a date or a lower-case phrase', () => {
    expect(employersOf('Store Manager, Springfield, IL  2010 - 2012', 'Store Manager')).toEqual([]);
    expect(employersOf('Store Manager, Springfield IL  2010 - 2012', 'Store Manager')).toEqual([]);
    expect(employersOf('Store Manager, Lagos, Nigeria  2010 - 2012', 'Store Manager')).toEqual([]);
    expect(employersOf('Store Manager, June 2010 - 2012', 'Store Manager')).toEqual([]);
    expect(employersOf('Store Manager, responsible for twelve staff', 'Store Manager')).toEqual([]);
  });

  it('is not added when the tagger gave the title an employer of its own', () => {
    const text = 'Ward Nurse, Riverside General Hospital, Dover';
    const own = { type: 'COMPANY' as const, text: 'Riverside', start: 12, end: 21, from: 0, to: 0 };
    expect(withEmployersAfterTitles(text, [titleIn(text, 'Ward Nurse'), own])).toHaveLength(2);
  });
});

describe('an employer right after a job\'s dates, under a work heading', () => {
  const employersOf = (text: string) => withEmployersAfterDates(text, []).map((span) => span.text);

  it('is the name standing apart after the range', () => {
    expect(employersOf('WORK HISTORY  2011 - 2014  Harbor Freight Lines  Dispatcher  Planned routes')).toEqual(['Harbor Freight Lines']);
    expect(employersOf('Experience  Dispatcher, Mar 2011 - Present  Harbor Freight Lines, Dover  Planned routes')).toEqual(['Harbor Freight Lines']);
  });

  it('is not a title, a place, a heading, a duration or a sentence', () => {
    expect(employersOf('Experience  2011 - 2014  Senior Project Manager  Harbor Freight Lines')).toEqual([]);
    expect(employersOf('Experience  2011 - 2014  Dover, DE  Dispatcher')).toEqual([]);
    expect(employersOf('Experience  2011 - 2014  ADDITIONAL INFORMATION  Driving licence')).toEqual([]);
    expect(employersOf('Experience  Jan 2011 - Mar 2012  1 Year 3 Months  Dispatcher')).toEqual([]);
    expect(employersOf('Experience  2011 - 2014  Coordinated Deliveries  Dispatcher')).toEqual([]);
  });

  it('is not read under an education heading, nor where the tagger found an employer', () => {
    expect(employersOf('Experience  none  EDUCATION  2008 - 2011  Lakeside Polytechnic  Diploma')).toEqual([]);
    const text = 'Experience  2011 - 2014  Harbor Freight Lines  Dispatcher';
    const start = text.indexOf('Harbor');
    const own = { type: 'COMPANY' as const, text: 'Harbor Freight', start, end: start + 14, from: 0, to: 0 };
    expect(withEmployersAfterDates(text, [own])).toEqual([own]);
  });
});

const companyIn = (text: string, piece: string) => {
  const start = text.indexOf(piece);
  return { type: 'COMPANY' as const, text: piece, start, end: start + piece.length, from: 0, to: 0 };
};

describe('a town read as an employer on a pasted job header', () => {
  const employersOf = (text: string, ...pieces: string[]) =>
    withoutTownsAfterEmployers(text, pieces.map((piece) => companyIn(text, piece))).map((span) => span.text);

  it('is dropped right after an employer, or right before its dates', () => {
    expect(employersOf('EXPERIENCE\nHarbor Lights\nDenver, Colorado\n2003-Present\nProject Manager', 'Harbor Lights', 'Denver')).toEqual(['Harbor Lights']);
    expect(employersOf('EXPERIENCE\nBlue Sky Books\nNewark, New Jersey\n1997-1999', 'Blue Sky Books', 'Newark')).toEqual(['Blue Sky Books']);
    expect(employersOf('Intern at Orchard Labs  Cupertino, CA  Summer 2004  Built tools', 'Cupertino')).toEqual([]);
  });

  it('stays an employer when nothing says it is where the job was', () => {
    expect(employersOf('Joined Brightwave, Texas office in a merger', 'Brightwave')).toEqual(['Brightwave']);
    expect(employersOf('EXPERIENCE\nHarbor Lights\nLakeside Technologies, CA\n2010 - 2012', 'Harbor Lights', 'Lakeside Technologies')).toEqual(['Harbor Lights', 'Lakeside Technologies']);
    expect(employersOf('EXPERIENCE  Orchard Labs  Cupertino  2004 - 2006', 'Orchard Labs', 'Cupertino')).toEqual(['Orchard Labs', 'Cupertino']);
  });
});

describe('an employer the tagger cut short on a pasted "Title, Employer" header', () => {
  const completed = (text: string, piece: string) => withWholeEmployerNames(text, [companyIn(text, piece)]).map((span) => span.text);

  it('goes on over the name when it stopped on "The", "Mt." or "of"', () => {
    expect(completed('Senior Software Engineer, The Omni Group  April 1998 - July 2001', 'The')).toEqual(['The Omni Group']);
    expect(completed('English Teacher, Mt. Sinai Area School District, Uniondale, NY  1988 - 1999', 'Mt.')).toEqual(['Mt. Sinai Area School District']);
    expect(completed('Clerk, Bank of Baroda  2010 - 2012', 'Bank of')).toEqual(['Bank of Baroda']);
  });

  it('goes on over the capitalised words standing with it up to the next gap', () => {
    expect(completed('Lead Android Engineer,\nPebble Meets Kettle\n09/14-Present', 'Pebble')).toEqual(['Pebble Meets Kettle']);
    expect(completed('Development Lead  Lakeside Technologies  Role: Lead', 'Lakeside')).toEqual(['Lakeside Technologies']);
    expect(completed('EXPERIENCE  Walrus Hardware  Bowling Green, Kentucky', 'Walrus')).toEqual(['Walrus Hardware']);
  });

  it('does not go on over a title, a place, a heading or a name closed by its legal form', () => {
    expect(completed('2015 - 2019  Orchard Labs Sales Manager', 'Orchard Labs')).toEqual(['Orchard Labs']);
    expect(completed('Clerk at Orchard Labs New Jersey, 2010', 'Orchard Labs')).toEqual(['Orchard Labs']);
    expect(completed('Orchard Labs Skills  Java', 'Orchard Labs')).toEqual(['Orchard Labs']);
    expect(completed('Walrus Systems, Inc. Los Angeles  2010 - 2012', 'Walrus Systems, Inc.')).toEqual(['Walrus Systems, Inc.']);
    expect(completed('Orchard Labs Building tools for teams', 'Orchard Labs')).toEqual(['Orchard Labs']);
  });

  it('stays as it is when it ends on a word a name ends on, or another span follows', () => {
    expect(completed('2015 - 2019  Acme Corp Sales Manager', 'Acme Corp')).toEqual(['Acme Corp']);
    const text = 'Clerk, The Omni Group  2010';
    const title = { type: 'TITLE' as const, text: 'Omni Group', start: 11, end: 21, from: 0, to: 0 };
    expect(withWholeEmployerNames(text, [companyIn(text, 'The'), title])[0]?.text).toBe('The');
  });
});

describe('an employer before its town and region on a pasted job header', () => {
  const employersOf = (text: string, spans: Parameters<typeof withEmployersBeforePlaces>[1] = []) =>
    withEmployersBeforePlaces(text, spans).filter((span) => span.type === 'COMPANY').map((span) => span.text);

  it('is the name standing apart right before "Town, ST" (title first, or no title)', () => {
    expect(employersOf('Experience  Tutor, Pebble Middle School, Pretend, NE  2019 - 2020  Tutored students')).toEqual(['Pebble Middle School']);
    expect(employersOf('WORK EXPERIENCE  Counselor, Middleway House, Bloomington, IN,  1971-1976  Teacher')).toEqual(['Middleway House']);
    expect(employersOf('Experience  Patton Elementary School, Arlington Heights, IL, August 2019 - October 2019  Taught')).toEqual(['Patton Elementary School']);
    expect(employersOf('Experience  PHP Developer, 2017 - 2019  Technology Development, Inc., Charlotte, NC  Built')).toEqual(['Technology Development, Inc.']);
    expect(employersOf('Experience  Intern, 2009 - 2010  Harbor Freight Lines, Dover, Delaware')).toEqual(['Harbor Freight Lines']);
  });

  it('stands on a line of its own, or before a gap, above "Town, ST" (text pasted with its gaps)', () => {
    expect(employersOf('Experience\nMaintained the servers.\nWALRUS WIRELESS\nOrangeburg, NY\nSenior Member of Technical Staff, February, 2004 – June, 2005')).toEqual(['WALRUS WIRELESS']);
    expect(employersOf('EXPERIENCE\nwith no changes.\nORCHARDNEXUS, New York, NY\n2010 – 2014\nContent Architect')).toEqual(['ORCHARDNEXUS']);
    expect(employersOf('Experience  Walrus Wireless  Orangeburg, NY  2004 - 2005')).toEqual(['Walrus Wireless']);
    expect(employersOf('Experience\nSenior Developer\nOrangeburg, NY\n2004 - 2005')).toEqual([]);
  });

  it('is not the town, a title, a university, a numbered piece or a list of tools', () => {
    expect(employersOf('Experience  Store Manager, Springfield, IL  2010 - 2012')).toEqual([]);
    expect(employersOf('Experience  Associate Professor, Kent State University, Kent, OH  1989 - 1995')).toEqual([]);
    expect(employersOf('Experience  Oakton School, 4 Grade, District 65, Evanston, IL  2014 - 2015')).toEqual([]);
    expect(employersOf('Experience  2018 - 2020  Tools: Visio, Cisco Packet Tracer, GNS3, NTP')).toEqual([]);
  });

  it('needs a job\'s dates near it and a work heading above it', () => {
    expect(employersOf('Experience  Presented at KY CASE, Lexington, KY. Ender, K. (2004)')).toEqual([]);
    expect(employersOf('Jane Roe  Lakeside Clinic, Dover, DE  2015 - 2019  EDUCATION')).toEqual([]);
    expect(employersOf('Experience  none  EDUCATION  Lakeside Polytechnic, Dover, DE  2008 - 2011')).toEqual([]);
  });

  it('is not a place in town after an employer, nor added over a tagged piece', () => {
    const text = 'Experience  Sales Associate, Cheap & Tacky Clothing, Cavalier Mall, Lincoln, NE  2019 - 2020';
    expect(employersOf(text, [companyIn(text, 'Cheap & Tacky Clothing')])).toEqual(['Cheap & Tacky Clothing']);
    const titled = 'Experience  Tutor, Pebble Middle School, Pretend, NE  2019 - 2020';
    const title = { type: 'TITLE' as const, text: 'Tutor', start: 12, end: 17, from: 0, to: 0 };
    expect(employersOf(titled, [title])).toEqual(['Pebble Middle School']);
    const tagged = 'Experience  Nurse, Riverside General Hospital, Dover, DE  2015 - 2019';
    expect(employersOf(tagged, [companyIn(tagged, 'Riverside')])).toEqual(['Riverside']);
  });
});

describe('an employer the tagger read where a title stands', () => {
  it('is dropped when its last word heads job titles', () => {
    const text = 'English Teacher, Lakeside School  2010 - 2012';
    expect(withoutTitlesReadAsEmployers([companyIn(text, 'English Teacher'), companyIn(text, 'Lakeside School')]).map((span) => span.text)).toEqual(['Lakeside School']);
  });

  it('leaves a job the tagger found with no title the title the rules read beside the same employer', () => {
    const job = (title: string | null, organization: string) => ({ job_title: title, organization, start: null, end: null, currently_working: false, details: '', confidence: {}, order: -1 });
    const merged = mergeTaggedWork([job(null, 'Walrus Wireless'), job('Tutor', 'Pebble School')], [job('Senior Member of Technical Staff', 'WALRUS WIRELESS'), job('Tutor', 'Orchard Labs')]);
    expect(merged.map((entry) => [entry.job_title, entry.organization])).toEqual([
      ['Senior Member of Technical Staff', 'Walrus Wireless'],
      ['Tutor', 'Pebble School'],
      [null, 'Orchard Labs'],
    ]);
    expect(merged[0]?.confidence.job_title).toBe(0.5);
  });
});

describe('an ordinary word or a sentence\'s piece read as an employer on pasted text', () => {
  const text = 'Sales Associate  Online  2019 - 2021  Sold online courses.  Clerk  Kyocera  2016 - 2018  Ongoing training.';
  const job = (title: string | null, organization: string) => ({ job_title: title, organization, start: null, end: null, currently_working: false, details: '', confidence: { job_title: 0.5, organization: 0.5 }, order: -1 });

  it('is a word the resume also writes in lower case, a job header\'s word, a sentence\'s end or a month', () => {
    expect(['Online', 'Ongoing', 'services.', 'company', 'October', 'INC', 'Texas'].filter((word) => isOrdinaryWordEmployer(word, text))).toEqual(['Online', 'Ongoing', 'services.', 'company', 'October', 'INC', 'Texas']);
  });

  it('is not a one-word name written capitalised wherever it stands, nor a name of several words', () => {
    expect(['Kyocera', 'IBM', 'eBay', 'Amazon.com', 'Online Courses Ltd', 'Bank of Baroda', 'Banco do Brasil'].filter((word) => isOrdinaryWordEmployer(word, text))).toEqual([]);
  });

  it('is a piece of a sentence: a lower-case word that joins no name', () => {
    expect(['Aided in facility energy analysis', 'Summer job.', 'Marketing Team for online courses'].filter((name) => isOrdinaryWordEmployer(name, text))).toEqual([
      'Aided in facility energy analysis',
      'Summer job.',
      'Marketing Team for online courses',
    ]);
  });

  it('leaves the job its title and drops a job left with neither title nor employer', () => {
    const merged = mergeTaggedWork([job('Sales Associate', 'Online'), job('Clerk', 'Kyocera')], [job(null, 'Ongoing')], [], text);
    expect(merged.map((entry) => [entry.job_title, entry.organization])).toEqual([
      ['Sales Associate', null],
      ['Clerk', 'Kyocera'],
    ]);
    expect(merged[0]?.confidence.organization).toBeUndefined();
  });

  it('takes off a title that holds a phone number or a year, or that is a degree, and keeps its employer', () => {
    const merged = mergeTaggedWork([job('Tel: 123/345-7890', 'Kyocera'), job('2014-Present', 'Online'), job('Master of Arts', 'Pebble School'), job('Clerk', 'Orchard Labs')], [], [], text);
    expect(merged.map((entry) => [entry.job_title, entry.organization])).toEqual([
      [null, 'Kyocera'],
      [null, 'Pebble School'],
      ['Clerk', 'Orchard Labs'],
    ]);
  });
});

describe('a resume pasted on one line', () => {
  it('gets its jobs and schools from the tagger', () => {
    // Single-spaced, dates before each job: the rules alone make one run-on job of it and no school.
    const pasted =
      'Priya Raman priya.raman@example.com EXPERIENCE Jan 2015 - Present Senior Software Engineer Infosys Limited Developed payment services in Java for banks across India and kept them running. Jun 2012 - Dec 2014 Software Developer Wipro Technologies Built reporting tools for the finance team. EDUCATION B.Tech in Computer Science Anna University 2012 SKILLS Java, SQL, Spring, Kafka, Docker';
    const lines = plainTextToLines(pasted);
    expect(lines.every((line) => line.recovered)).toBe(true);
    const profile = profileFromLines(lines);
    const jobs = Object.values(profile.work_history_detailed);
    expect(jobs[0]).toMatchObject({ job_title: 'Senior Software Engineer', organization: 'Infosys Limited', start: '2015-01', currently_working: true });
    expect(jobs[1]).toMatchObject({ job_title: 'Software Developer', start: '2012-06', end: '2014-12' });
    expect(profile.confidence['work_history_detailed.0.job_title']).toBe(0.5);
    expect(profile.education[0]).toMatchObject({ degree_title: 'B.Tech in Computer Science', institution: 'Anna University' });
  });
});
