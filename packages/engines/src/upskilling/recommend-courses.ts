/**
 * Courses that close a candidate's skill gaps, grouped by skill category. Pure and deterministic.
 *
 * A course's score is the share of the gaps' weight it teaches (a must-have counts double, as in matching),
 * nudged up a little when it is in the candidate's language and when it is free: it answers "how much of
 * what I miss does this course cover?". Categories are sorted by the total score of their courses,
 * descending (spec §9), and within a category the best course comes first.
 */

export interface GapToClose {
  id: string;
  name: string;
  /** How much closing this gap is worth: importance, doubled for must-haves, summed over jobs when several. */
  weight: number;
  /** The skill's category, for grouping. */
  category: { id: string; name: string };
}

export interface CourseOffer {
  id: string;
  /** Skill ids the course teaches. */
  skills: readonly string[];
  language: string;
  price_kind: string;
  duration_hours: number;
}

export interface RecommendOptions {
  /** The candidate's language: courses in it rank a little higher. */
  language: string;
  /** At most this many courses per category. */
  perCategory?: number;
  /** At most this many categories. */
  categories?: number;
}

export interface RecommendedCourse<C extends CourseOffer> {
  course: C;
  score: number;
  /** The gaps it teaches, heaviest first. */
  closes: GapToClose[];
}

export interface CourseCategory<C extends CourseOffer> {
  id: string;
  name: string;
  score: number;
  courses: RecommendedCourse<C>[];
}

/** A course in the candidate's language is worth this much more; a free one this much. */
export const LANGUAGE_BONUS = 0.1;
export const FREE_BONUS = 0.05;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function recommendCourses<C extends CourseOffer>(
  gaps: readonly GapToClose[],
  coursesFor: (skillId: string) => readonly C[],
  options: RecommendOptions,
): { categories: CourseCategory<C>[]; uncovered: GapToClose[] } {
  const gapById = new Map(gaps.filter((gap) => gap.weight > 0).map((gap) => [gap.id, gap]));
  const totalWeight = [...gapById.values()].reduce((sum, gap) => sum + gap.weight, 0);
  if (totalWeight === 0) return { categories: [], uncovered: [] };

  const offers = new Map<string, C>();
  const uncovered: GapToClose[] = [];
  for (const gap of gapById.values()) {
    const courses = coursesFor(gap.id);
    if (courses.length === 0) uncovered.push(gap);
    for (const course of courses) offers.set(course.id, course);
  }

  const recommended: RecommendedCourse<C>[] = [...offers.values()].map((course) => {
    const closes = course.skills
      .flatMap((id) => {
        const gap = gapById.get(id);
        return gap ? [gap] : [];
      })
      .sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id));
    const coverage = closes.reduce((sum, gap) => sum + gap.weight, 0) / totalWeight;
    const bonus = (course.language === options.language ? LANGUAGE_BONUS : 0) + (course.price_kind === 'free' ? FREE_BONUS : 0);
    return { course, closes, score: round4(Math.min(1, coverage * (1 + bonus))) };
  });

  const byCategory = new Map<string, CourseCategory<C>>();
  for (const item of recommended) {
    // A course belongs to the category of the heaviest gap it closes.
    const category = item.closes[0]!.category;
    const group = byCategory.get(category.id) ?? { id: category.id, name: category.name, score: 0, courses: [] };
    group.courses.push(item);
    byCategory.set(category.id, group);
  }
  const perCategory = options.perCategory ?? 4;
  const categories = [...byCategory.values()].map((group) => {
    const courses = group.courses
      .sort((a, b) => b.score - a.score || a.course.duration_hours - b.course.duration_hours || a.course.id.localeCompare(b.course.id))
      .slice(0, perCategory);
    return { ...group, courses, score: round4(courses.reduce((sum, item) => sum + item.score, 0)) };
  });
  categories.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  return {
    categories: categories.slice(0, options.categories ?? 6),
    uncovered: uncovered.sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id)),
  };
}
