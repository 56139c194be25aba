import { loadCatalogue } from '@masar/catalog/catalogue';
import { describe, expect, it } from 'vitest';
import { interviewJob, type JobForQuestions } from './catalogue.ts';
import { composeInterviewQuestions, type Locale } from './compose-questions.ts';

/** Jobs as recruiters post them from the real catalogue, and the exact questions the engine composes. */
function compose(job: JobForQuestions, locale: Locale) {
  return composeInterviewQuestions(interviewJob(job, loadCatalogue()), locale);
}
const outline = (job: JobForQuestions, locale: Locale) => compose(job, locale).map(({ kind, skill_ids, question }) => [kind, skill_ids, question]);

const dataEngineer: JobForQuestions = {
  job_title: 'Senior Data Engineer',
  experience: { value: 6, unit: 'years' },
  occupation_id: 'occ:masar-data-engineer',
  skills: [
    { id: 'skill:python', required: true },
    { id: 'skill:sql', required: true },
    { id: 'skill:apache-spark', required: true },
    { id: 'skill:apache-airflow', required: false },
    { id: 'skill:english', required: true },
    { id: 'skill:teamwork', required: true },
  ],
};

const icuNurse: JobForQuestions = {
  job_title: 'ممرضة عناية مركزة',
  experience: { value: 18, unit: 'months' },
  occupation_id: 'occ:29-1141.00',
  skills: [
    { id: 'skill:patient-care', required: true },
    { id: 'skill:medication-administration', required: true },
    { id: 'skill:arabic', required: false },
  ],
};

describe('interview questions for real catalogue jobs', () => {
  it('a senior data engineer (English): one question per must-have by its kind, then the role', () => {
    expect(outline(dataEngineer, 'en')).toEqual([
      ['technical', ['skill:python'], 'Walk us through a piece of Python code you wrote recently that you are proud of. What did it do, and how did you make sure it was correct and easy to maintain?'],
      ['technical', ['skill:sql'], 'What mistakes do people new to SQL often make, and how do you avoid them in your own code?'],
      ['technical', ['skill:apache-spark'], 'Tell us about a piece of work where you applied Apache Spark. What were the steps, what went wrong along the way, and how did you know the result was good?'],
      ['technical', ['skill:english'], 'Part of this role is done in English. Please describe, in English, a recent task from your work and who it was for.'],
      ['behavioural', ['skill:teamwork'], 'Tell us about a time when your Teamwork made a difference at work. What was the situation, what did you do, and what happened?'],
      ['behavioural', [], 'Tell us about a time you led or mentored others in work like the Senior Data Engineer role. How did you help them grow, and what came of it?'],
      ['behavioural', [], 'Describe a time you disagreed with a colleague or a manager about how to do the work. How did you handle it, and how did it end?'],
      ['situational', [], 'You are asked for a conclusion by tomorrow, but the data you have is incomplete and partly contradictory. How do you proceed?'],
      ['situational', ['skill:python'], 'In your first month in the Senior Data Engineer role, you are asked to deliver urgent work that depends on Python while your manager is away. How do you plan it, and whom do you involve?'],
    ]);
    expect(compose(dataEngineer, 'en')[0]?.rubric).toBe(
      'Explains the problem and the design choices; uses the idioms of Python rather than working around them; mentions tests, code review or measurement; says what they would improve.',
    );
  });

  it('an ICU nurse (Arabic): few must-haves are topped up with a nice-to-have; a caring occupation gets a conversation with someone upset', () => {
    expect(outline(icuNurse, 'ar')).toEqual([
      ['technical', ['skill:patient-care'], 'حدّثنا عن عمل طبّقت فيه رعاية المرضى. ما الخطوات التي اتبعتها، وما الذي لم يسر كما يجب، وكيف عرفت أن النتيجة جيدة؟'],
      ['technical', ['skill:medication-administration'], 'كيف تحافظ على مستواك في إعطاء الأدوية، وما الذي تغيّر في طريقة ممارستها منذ أن بدأت؟'],
      ['technical', ['skill:arabic'], 'جزء من هذا الدور يتم باللغة العربية. صف لنا باللغة العربية مهمة حديثة من عملك ولمن أنجزتها.'],
      ['behavioural', [], 'حدّثنا عن شيء اضطررت إلى تعلّمه بسرعة في دراسة أو تدريب أو عمل. كيف فعلت ذلك، وكيف عرفت أنك تعلّمته؟'],
      ['behavioural', [], 'صف مرة اختلفت فيها مع زميل أو مدير حول طريقة أداء العمل. كيف تعاملت مع الخلاف، وكيف انتهى؟'],
      ['situational', [], 'شخص تخدمه (عميل أو مريض أو متعلّم) منزعج ويلومك على مشكلة لم تتسبب بها. كيف تدير الحديث معه؟'],
      ['situational', ['skill:patient-care'], 'في شهرك الأول في دور ممرضة عناية مركزة، طُلب منك إنجاز عمل عاجل يعتمد على رعاية المرضى في غياب مديرك. كيف تخطط له، ومن تُشرك فيه؟'],
    ]);
    expect(compose(icuNurse, 'ar')[1]?.rubric).toBe(
      'يعرف الممارسات والمعايير الحالية في مجال التمريض ورعاية المرضى؛ يذكر مثالًا على تغيير تبنّاه وسببه؛ ويُظهر عادات تعلّم فعلية (دورات، زملاء، قراءة) لا ادعاءات عامة.',
    );
  });

  it('the same job in English and Arabic asks the same things about the same skills', () => {
    const en = compose(icuNurse, 'en');
    const ar = compose(icuNurse, 'ar');
    expect(ar.map(({ kind, skill_ids }) => ({ kind, skill_ids }))).toEqual(en.map(({ kind, skill_ids }) => ({ kind, skill_ids })));
    expect(en[0]?.question).toBe('Tell us about a piece of work where you applied Patient Care. What were the steps, what went wrong along the way, and how did you know the result was good?');
  });

  it('a licence, a translation pair and a body of rules each get their own kind of question', () => {
    const questions = compose(
      {
        job_title: 'Logistics Coordinator',
        experience: { value: 0, unit: 'years' },
        occupation_id: null,
        skills: [
          { id: 'skill:heavy-vehicle-driving-licence', required: true },
          { id: 'skill:arabic-english-translation', required: true },
          { id: 'skill:ifrs-16', required: true },
        ],
      },
      'en',
    );
    expect(questions.slice(0, 3).map((question) => question.question)).toEqual([
      'This role asks for Heavy Vehicle Driving Licence. Which part of what it covers have you used most at work, and on what occasion?',
      'In Arabic–English Translation work, how do you handle a term that has no exact equivalent in the other language? Give an example from your own work.',
      'Which parts of IFRS 16 come up most often in this role, and how did you apply one of them to a real case?',
    ]);
    // No occupation: the situational question is about competing priorities.
    expect(questions.map((question) => question.question)).toContain(
      'Two urgent requests from different managers reach you on the same morning, and you cannot finish both by the deadline. What do you do?',
    );
  });

  it('more than six must-haves: five on their own, the rest in one breadth question', () => {
    const accountant = loadCatalogue().occupationsById.get('occ:13-2011.00')!;
    const skills = accountant.core_skills.slice(0, 9).map(({ skill_id }) => ({ id: skill_id, required: true }));
    const questions = compose({ job_title: 'Accountant', experience: { value: 3, unit: 'years' }, occupation_id: accountant.id, skills }, 'en');
    const breadth = questions[5]!;
    expect(breadth.question).toBe('This role also calls for Month-End Close, Internal Controls, Value Added Tax and Attention to Detail. Which of these have you used most, and in what work?');
    expect(breadth.skill_ids).toEqual(skills.slice(5).map((skill) => skill.id));
    expect(questions).toHaveLength(10);
  });
});
