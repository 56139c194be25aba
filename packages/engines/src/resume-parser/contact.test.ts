import { describe, expect, it } from 'vitest';
import { extractContact, findLinks, findPhone } from './contact.ts';
import { plainTextToLines } from './extract/plain-lines.ts';
import { makeLine } from './layout-line.ts';

describe('findPhone', () => {
  it('returns E.164 for international numbers in any common format', () => {
    expect(findPhone('Phone: +44 20 7946 0958', null)?.e164).toBe('+442079460958');
    expect(findPhone('+1 (416) 555-0142', null)?.e164).toBe('+14165550142');
    expect(findPhone('tel +971-50-123-4567', null)?.e164).toBe('+971501234567');
  });

  it('reads Arabic-Indic digits', () => {
    expect(findPhone('الهاتف: +٩٦٦ ٥٠ ٨٧٦ ٥٤٣٢', null)?.e164).toBe('+966508765432');
  });

  it('needs a default country for a local number', () => {
    expect(findPhone('050 123 4567', null)).toBeNull();
    expect(findPhone('050 123 4567', 'AE')?.e164).toBe('+971501234567');
  });

  it('puts groups printed in reverse by right-to-left text back, preferring the location country', () => {
    expect(findPhone('الهاتف+ :567 234 71 961', 'LB')?.e164).toBe('+96171234567');
  });

  it('does not take a date range for a phone number', () => {
    expect(findPhone('2016 - 2020', null)).toBeNull();
  });
});

describe('extractContact', () => {
  it('finds the name, e-mail, phone, location and links in a header', () => {
    const header = [
      makeLine('Sarah Whitfield', { fontSize: 20, bold: true }),
      makeLine('sarah.whitfield@example.com | +44 20 7946 0958 | London, United Kingdom | linkedin.com/in/sarah-whitfield', { fontSize: 10 }),
    ];
    expect(extractContact(header, [], header)).toMatchObject({
      name: 'Sarah Whitfield',
      email: 'sarah.whitfield@example.com',
      phone: '+442079460958',
      location: 'London, United Kingdom',
      links: ['linkedin.com/in/sarah-whitfield'],
    });
  });

  it('reads labelled Arabic contact lines', () => {
    const header = [makeLine('وليد النجار'), makeLine('البريد الإلكتروني: walid.najjar@example.com'), makeLine('العنوان: دمشق، سوريا')];
    expect(extractContact(header, [], header)).toMatchObject({ name: 'وليد النجار', email: 'walid.najjar@example.com', location: 'دمشق، سوريا' });
  });

  it('leaves out what is not there', () => {
    const header = [makeLine('Jane Example')];
    expect(extractContact(header, [], header)).toMatchObject({ email: null, phone: null, location: null, links: [] });
  });

  it('does not take the e-mail domain for a link', () => {
    expect(findLinks('omar@example.com | github.com/omar')).toEqual(['github.com/omar']);
  });
});

describe('names on resumes that start with a document title', () => {
  it('skips "Curriculum Vitae", templates and job titles, and reads "Name:"', () => {
    const name = (text: string) => {
      const lines = plainTextToLines(text);
      return extractContact(lines, [], lines).name;
    };
    expect(name('Editor Resume Template\nEmory Wiza\nFrancis Road')).toBe('Emory Wiza');
    expect(name('SOFTWARE ENGINEER\nRana Haddad')).toBe('Rana Haddad');
    expect(name('Curriculum Vitae\nPersonal Details\nName: Demarcus Ledner\nNationality: Palestinian')).toBe('Demarcus Ledner');
  });
});
