import { describe, expect, it } from 'vitest';
import { chooseDescription, trimAtSentence } from './description.ts';
import { jobLines } from './lines.ts';

const limits = { min: 70, max: 700 };
const describeText = (text: string, titleIndex: number | null = 0) => chooseDescription(jobLines(text), titleIndex, limits).text;

describe('job description', () => {
  it('takes the paragraph under "About the role", not the company blurb or the lists', () => {
    const text = 'Data Analyst\n\nAbout us\nWe are a telecom operator with ten million customers across the region.\n\nAbout the role\nAs a Data Analyst you will build dashboards, analyse customer behaviour and present recommendations.\n\nRequirements\n- SQL';
    expect(describeText(text)).toBe('As a Data Analyst you will build dashboards, analyse customer behaviour and present recommendations.');
  });

  it('takes the opening prose when there is no such heading, leaving out the title and "Key: value" lines', () => {
    const text = 'Store Manager\nLocation: Dubai\nUrban Threads is looking for a Store Manager to lead our flagship store and a team of fifteen.\n\nRequirements\n- Retail experience';
    expect(describeText(text)).toBe('Urban Threads is looking for a Store Manager to lead our flagship store and a team of fifteen.');
  });

  it('joins paragraphs until the minimum and cuts at a sentence end before the maximum', () => {
    const short = 'Barista\n\nJoin our team.\n\nWe need a barista for weekend shifts at our specialty coffee shop in town.';
    expect(describeText(short)).toBe('Join our team. We need a barista for weekend shifts at our specialty coffee shop in town.');
    const sentence = 'This role leads the finance team and owns the monthly close for the group. ';
    const long = trimAtSentence(sentence.repeat(12), 700, 70);
    expect(long.length).toBeLessThanOrEqual(700);
    expect(long.endsWith('group.')).toBe(true);
  });

  it('falls back to the company paragraph and the duties, and answers null when there is too little prose', () => {
    const text = 'Chef\n\nAbout us\nA family restaurant.\n\nResponsibilities\n- Run the grill section during service\n- Prepare mise en place every morning';
    expect(describeText(text)).toBe('A family restaurant. Run the grill section during service. Prepare mise en place every morning.');
    expect(describeText('Driver\n- Licence\n- Jeddah')).toBeNull();
  });

  it('cuts at a word with an ellipsis when no sentence ends in range', () => {
    const words = trimAtSentence('word '.repeat(200), 700, 70);
    expect(words.length).toBeLessThanOrEqual(700);
    expect(words.endsWith('word…')).toBe(true);
  });
});
