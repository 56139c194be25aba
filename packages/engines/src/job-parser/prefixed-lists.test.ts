import { describe, expect, it } from 'vitest';
import type { JobTextCatalogue } from './catalogue.ts';
import { prefixedListSkills } from './prefixed-lists.ts';

// Whole-phrase lookups are all the reader asks of the catalogue.
const TERMS: Record<string, string> = { 'aws glue': 'aws-glue', 'amazon rds': 'amazon-rds', 'aws rds': 'amazon-rds', aws: 'amazon-web-services', 'adobe photoshop': 'adobe-photoshop' };
const catalogue: JobTextCatalogue = {
  scanSkills: (text) => {
    const id = TERMS[text.toLowerCase()];
    return id ? [{ id, sector: 'technology', type: 'tool', text, start: 0, end: text.length }] : [];
  },
  sectors: [],
  occupations: [],
};
const ids = (text: string) => prefixedListSkills(text, catalogue).map((mention) => mention.id);

describe('a vendor written once before a list of its products', () => {
  it('reads each item with the vendor, and the vendor itself', () => {
    expect(ids('Hands-on experience with AWS (S3, Glue, RDS)')).toEqual(['aws-glue', 'amazon-rds', 'amazon-web-services']);
    expect(ids('Adobe: Photoshop / InDesign')).toEqual(['adobe-photoshop']);
  });

  it('puts the mention on the item', () => {
    const [glue] = prefixedListSkills('AWS (S3, Glue)', catalogue);
    expect(glue?.text).toBe('Glue');
  });

  it('reads nothing when no item is the vendor\'s product, or the brackets hold a sentence', () => {
    expect(ids('AWS (we are migrating)')).toEqual([]);
    expect(ids('Python (pandas, NumPy)')).toEqual([]);
  });
});
