/**
 * The 60 work activities of My Next Move (issue #14; decision 0061), written by the team in English and
 * Arabic: everyday things anyone can picture, none naming a job title or requiring one, 10 per Holland
 * interest area. They are not O*NET's Interest Profiler items; they were written for the areas' published
 * definitions (Holland 1997; O*NET's descriptions of the six areas).
 *
 * Numbering cycles through the areas (R I A S E C, R I A S E C, …), so every page of 12 asks two
 * activities of each area and a person who stops part-way has answered every area alike.
 */
import { INTEREST_AREAS, type InterestArea } from '@masar/shared/interests';

export interface InterestActivity {
  number: number;
  area: InterestArea;
  text: { en: string; ar: string };
}

type Pair = readonly [en: string, ar: string];

const BY_AREA: Record<InterestArea, readonly Pair[]> = {
  // Hands-on work with tools, machines, plants, animals, the outdoors.
  realistic: [
    ['Repair a broken household appliance', 'أصلح جهازًا منزليًا معطّلًا'],
    ['Assemble a piece of furniture from its instructions', 'أركّب قطعة أثاث باتباع تعليماتها'],
    ['Plant a vegetable garden and look after it', 'أزرع حديقة خضراوات وأعتني بها'],
    ['Use power tools to make something out of wood', 'أستخدم أدوات كهربائية لأصنع شيئًا من الخشب'],
    ['Drive a large vehicle such as a truck or a bus', 'أقود مركبة كبيرة مثل شاحنة أو حافلة'],
    ["Change a car's oil and tyres", 'أغيّر زيت السيارة وإطاراتها'],
    ['Lay floor tiles or paint the walls of a room', 'أبلّط أرضية غرفة أو أطلي جدرانها'],
    ['Look after animals on a farm', 'أرعى الحيوانات في مزرعة'],
    ['Put together the parts of a machine', 'أجمّع أجزاء آلة'],
    ['Work outdoors in all kinds of weather', 'أعمل في الهواء الطلق في مختلف أحوال الطقس'],
  ],
  // Observing, investigating, working out how and why.
  investigative: [
    ['Find out why a plant is not growing by testing its soil', 'أكتشف سبب ضعف نمو نبتة بفحص تربتها'],
    ['Read about how the human body fights illness', 'أقرأ عن كيفية مقاومة جسم الإنسان للأمراض'],
    ['Solve a hard puzzle of logic or numbers', 'أحلّ لغزًا صعبًا في المنطق أو الأرقام'],
    ['Watch the stars and planets through a telescope', 'أراقب النجوم والكواكب بمنظار فلكي'],
    ['Carry out an experiment to test an idea', 'أجري تجربة لأختبر فكرة'],
    ['Work out how a computer program reaches its answers', 'أفهم كيف يصل برنامج حاسوبي إلى نتائجه'],
    ["Study weather readings to forecast tomorrow's weather", 'أدرس قراءات الطقس لأتوقّع طقس الغد'],
    ['Examine rocks to learn how they were formed', 'أفحص الصخور لأعرف كيف تكوّنت'],
    ['Analyse figures to find the cause of a problem', 'أحلّل الأرقام لأجد سبب مشكلة'],
    ['Read a scientific study and check how it was done', 'أقرأ دراسة علمية وأتحقّق من طريقة إجرائها'],
  ],
  // Creating, designing, expressing ideas without fixed rules.
  artistic: [
    ['Draw or paint pictures', 'أرسم صورًا أو ألوّنها'],
    ['Write a short story', 'أكتب قصة قصيرة'],
    ['Make up a tune or play a musical instrument', 'أؤلّف لحنًا أو أعزف على آلة موسيقية'],
    ['Act a part in a play', 'أؤدّي دورًا في مسرحية'],
    ['Design the look of a poster or a website', 'أصمّم شكل ملصق أو موقع إلكتروني'],
    ['Take photographs and edit them', 'ألتقط صورًا فوتوغرافية وأعدّلها'],
    ['Arrange and decorate a room so it looks good', 'أرتّب غرفة وأزيّنها لتبدو جميلة'],
    ['Design clothes or jewellery', 'أصمّم ملابس أو حُليًّا'],
    ['Film a short video and edit it', 'أصوّر مقطع فيديو قصيرًا وأحرّره'],
    ['Write poems or the words of songs', 'أكتب الشعر أو كلمات الأغاني'],
  ],
  // Helping, teaching, caring for people.
  social: [
    ['Teach a child to read', 'أعلّم طفلًا القراءة'],
    ['Help people who are going through a hard time', 'أساعد أشخاصًا يمرّون بظروف صعبة'],
    ['Look after someone who is ill or elderly', 'أعتني بشخص مريض أو مسنّ'],
    ['Explain a lesson to a group of students', 'أشرح درسًا لمجموعة من الطلاب'],
    ['Volunteer for a charity', 'أتطوّع في جمعية خيرية'],
    ['Give first aid to someone who is hurt', 'أقدّم الإسعافات الأولية لشخص مصاب'],
    ["Coach a young people's sports team", 'أدرّب فريقًا رياضيًا من الناشئين'],
    ['Help a new colleague settle in', 'أساعد زميلًا جديدًا على التأقلم'],
    ["Listen to people's problems and give them advice", 'أستمع إلى مشكلات الناس وأقدّم لهم النصح'],
    ['Help people with disabilities in their daily lives', 'أساعد ذوي الإعاقة في حياتهم اليومية'],
  ],
  // Persuading, leading, selling, taking risks for a goal.
  enterprising: [
    ['Start a business of your own', 'أبدأ مشروعًا تجاريًا خاصًا بي'],
    ['Persuade people to buy a product', 'أقنع الناس بشراء منتج'],
    ['Lead a team towards a goal', 'أقود فريقًا نحو هدف'],
    ['Negotiate a price or a contract', 'أتفاوض على سعر أو عقد'],
    ['Speak to a crowd to win their support', 'أتحدّث أمام جمهور لأكسب تأييده'],
    ['Run a shop or a restaurant', 'أدير متجرًا أو مطعمًا'],
    ['Plan how a company can grow', 'أخطّط لنموّ شركة'],
    ['Sell things at a market or a fair', 'أبيع أشياء في سوق أو معرض'],
    ['Organise an event and find sponsors for it', 'أنظّم فعالية وأبحث لها عن رعاة'],
    ['Make decisions that others will act on', 'أتّخذ قرارات يعمل بها الآخرون'],
  ],
  // Keeping order: records, data, procedures, detail.
  conventional: [
    ['Keep a record of money coming in and going out', 'أسجّل المبالغ الداخلة والخارجة'],
    ['Organise files and papers so they are easy to find', 'أنظّم الملفات والأوراق ليسهل العثور عليها'],
    ['Enter data into a spreadsheet', 'أُدخل البيانات في جدول بيانات'],
    ['Check a document for mistakes', 'أراجع مستندًا بحثًا عن الأخطاء'],
    ['Keep a list of stock up to date', 'أحدّث قائمة المخزون أولًا بأول'],
    ['Follow a set procedure step by step', 'أتّبع إجراءً محدّدًا خطوة بخطوة'],
    ['Prepare a monthly budget', 'أعدّ ميزانية شهرية'],
    ['Arrange schedules and appointments', 'أنظّم الجداول والمواعيد'],
    ['Fill in forms accurately', 'أملأ النماذج بدقّة'],
    ['Sort and count the items in a storeroom', 'أفرز الأصناف في مستودع وأعدّها'],
  ],
};

const PER_AREA = 10;

/** The 60 activities, numbered 1–60, cycling through the six areas. */
export const INTEREST_ACTIVITIES: readonly InterestActivity[] = Array.from({ length: PER_AREA * INTEREST_AREAS.length }, (_, index) => {
  const area = INTEREST_AREAS[index % INTEREST_AREAS.length]!;
  const [en, ar] = BY_AREA[area][Math.floor(index / INTEREST_AREAS.length)]!;
  return { number: index + 1, area, text: { en, ar } };
});

/** The five answers, 0 to 4, as the person reads them. */
export const INTEREST_ANSWER_LABELS = {
  en: ['Strongly dislike', 'Dislike', 'Unsure', 'Like', 'Strongly like'],
  ar: ['لا أحبّه إطلاقًا', 'لا أحبّه', 'لست متأكدًا', 'أحبّه', 'أحبّه كثيرًا'],
} as const;
