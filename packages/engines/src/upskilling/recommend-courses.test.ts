import { describe, expect, it } from 'vitest';
import { recommendCourses, type CourseOffer, type GapToClose } from './recommend-courses.ts';

const data = { id: 'data', name: 'Data' };
const cloud = { id: 'cloud', name: 'Cloud' };
const gaps: GapToClose[] = [
  { id: 's:spark', name: 'Spark', weight: 10, category: data },
  { id: 's:kafka', name: 'Kafka', weight: 4, category: data },
  { id: 's:aws', name: 'AWS', weight: 5, category: cloud },
  { id: 's:cobol', name: 'COBOL', weight: 1, category: data },
];
const course = (id: string, skills: string[], extra: Partial<CourseOffer> = {}): CourseOffer => ({
  id,
  skills,
  language: 'en',
  price_kind: 'paid',
  duration_hours: 10,
  ...extra,
});
const catalogue = [
  course('c:spark-kafka', ['s:spark', 's:kafka', 's:python']),
  course('c:spark-ar', ['s:spark'], { language: 'ar' }),
  course('c:aws', ['s:aws'], { price_kind: 'free' }),
  course('c:kafka', ['s:kafka'], { duration_hours: 3 }),
];
const coursesFor = (id: string) => catalogue.filter((c) => c.skills.includes(id));

describe('recommendCourses', () => {
  it('scores courses by the share of the gaps they close and sorts categories by their total', () => {
    const { categories, uncovered } = recommendCourses(gaps, coursesFor, { language: 'en' });
    expect(categories.map((c) => [c.id, c.score])).toEqual([
      ['data', 1.49],
      ['cloud', 0.2875],
    ]);
    const [first, second, third] = categories[0]!.courses;
    // Spark and Kafka: 14 of 20, in the candidate's language: 0.7 × 1.1.
    expect(first).toMatchObject({ course: { id: 'c:spark-kafka' }, score: 0.77 });
    expect(first!.closes.map((g) => g.id)).toEqual(['s:spark', 's:kafka']);
    expect(second).toMatchObject({ course: { id: 'c:spark-ar' }, score: 0.5 });
    expect(third).toMatchObject({ course: { id: 'c:kafka' }, score: 0.22 });
    // AWS: 5 of 20, free and in English: 0.25 × 1.15.
    expect(categories[1]!.courses[0]).toMatchObject({ course: { id: 'c:aws' }, score: 0.2875 });
    expect(uncovered.map((g) => g.id)).toEqual(['s:cobol']);
  });

  it('prefers courses in the candidate’s language', () => {
    const { categories } = recommendCourses([gaps[0]!], coursesFor, { language: 'ar' });
    expect(categories[0]!.courses.map((c) => c.course.id)).toEqual(['c:spark-ar', 'c:spark-kafka']);
  });

  it('answers nothing when there are no gaps', () => {
    expect(recommendCourses([], coursesFor, { language: 'en' })).toEqual({ categories: [], uncovered: [] });
  });
});
