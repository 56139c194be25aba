/**
 * The questions and the small catalogue the golden answers are labelled against: two English and two Arabic
 * questions in the shape the job's interview questions take (issue #11's templates), and the skills they name
 * with the names and aliases the catalogue would pass in.
 */
import type { EvaluationQuestion, EvaluationSkill } from '../types.ts';

export const GOLDEN_SKILLS: readonly EvaluationSkill[] = [
  { id: 'sk-typescript', names: ['TypeScript', 'TS', 'تايب سكريبت'] },
  { id: 'sk-code-review', names: ['code review', 'code reviews', 'reviewing code', 'مراجعة الشيفرة', 'مراجعة الكود'] },
  { id: 'sk-excel', names: ['Microsoft Excel', 'Excel', 'MS Excel', 'spreadsheet', 'spreadsheets', 'إكسل'] },
  { id: 'sk-communication', names: ['communication', 'active listening', 'التواصل', 'الاستماع'] },
  { id: 'sk-reconciliation', names: ['bank reconciliation', 'تسوية الحسابات البنكية', 'التسوية البنكية', 'تسوية الحسابات'] },
  { id: 'sk-customer-service', names: ['customer service', 'خدمة العملاء'] },
];

export const GOLDEN_QUESTIONS: Record<string, EvaluationQuestion> = {
  'en-code': {
    id: 'en-code',
    question:
      'Walk us through a piece of TypeScript code you wrote recently that you are proud of. What did it do, and how did you make sure it was correct and easy to maintain?',
    kind: 'technical',
    skill_ids: ['sk-typescript', 'sk-code-review'],
    rubric:
      'Explains the problem and the design choices; uses the idioms of TypeScript rather than working around them; mentions tests, code review or measurement; says what they would improve.',
  },
  'en-conflict': {
    id: 'en-conflict',
    question:
      'Tell us about a time you disagreed with a colleague about how to do a piece of work. What did you do, and how did it end?',
    kind: 'behavioural',
    skill_ids: ['sk-communication'],
    rubric:
      'Describes a real disagreement and their own part in it; listened to the other view; found a way forward with facts; says how it ended and what they learned.',
  },
  'ar-reconciliation': {
    id: 'ar-reconciliation',
    question:
      'حدّثنا عن عمل طبّقت فيه تسوية الحسابات البنكية. ما الخطوات التي اتبعتها، وما الذي لم يسر كما يجب، وكيف عرفت أن النتيجة جيدة؟',
    kind: 'technical',
    skill_ids: ['sk-reconciliation', 'sk-excel'],
    rubric:
      'يقدّم مثالًا محددًا ودوره فيه؛ يصف خطوة بخطوة طريقة سليمة في تسوية الحسابات البنكية؛ يسمّي مشكلة واجهها وكيف حلّها؛ ويذكر كيف تحقق من جودة النتيجة.',
  },
  'ar-customer': {
    id: 'ar-customer',
    question: 'حدّثنا عن موقف تعاملت فيه مع عميل غاضب. ماذا فعلت، وكيف انتهى الموقف؟',
    kind: 'behavioural',
    skill_ids: ['sk-customer-service'],
    rubric: 'يصف موقفًا حقيقيًا ودوره فيه؛ استمع للعميل وفهم المشكلة؛ اتخذ خطوات محددة لحلها؛ ويذكر النتيجة وما تعلمه.',
  },
};
