import { loadCatalogue } from './catalogue.ts';
import { createSkillIndex } from './skill-index.ts';

/** A two-page bilingual resume (about 900 words), the size the parser sees most. */
export const SAMPLE_RESUME = `
Sara Al-Harbi — Senior Data Analyst — Riyadh, Saudi Arabia — sara@example.com — +966 5x xxx xxxx
SUMMARY
Data analyst with 7 years of experience in banking and retail. Strong in SQL, Python (pandas, NumPy, scikit-learn),
Power BI and Tableau; builds dashboards, forecasting models and A/B tests; presents to executives in Arabic and English.
EXPERIENCE
Senior Data Analyst, Example Bank, Riyadh (2021 – present)
- Built a customer churn model in Python and XGBoost that cut attrition by 8%; deployed it with Docker on Microsoft Azure.
- Designed Power BI dashboards with DAX and Power Query for the retail banking and credit risk management teams.
- Automated month-end reporting with SQL Server, SSIS and Excel VBA; worked with Agile Scrum teams in Jira.
- Led a team of three analysts; coaching, code review and stakeholder management across finance and operations.
Data Analyst, Example Retail Co., Jeddah (2017 – 2021)
- Retail analytics and category management support; pricing strategy and promotions analysis for 120 stores.
- Demand forecasting with time series analysis; inventory optimisation with the supply chain planning team.
- Built ETL pipelines in Apache Airflow and dbt into Google BigQuery; data quality management and data governance.
- Customer service insights from the call centre; customer satisfaction measurement (NPS) and complaint handling.
EDUCATION
B.Sc. Statistics, King Saud University (2016). Coursework: probability, linear algebra, econometrics, experimental design.
CERTIFICATIONS
Microsoft Certified: Power BI Data Analyst Associate (PL-300); Google Data Analytics Certificate; PMP (in progress).
SKILLS
SQL, Python, R, Power BI, Tableau, Microsoft Excel, Advanced Excel, pivot tables, statistics, machine learning, NLP,
data visualisation, presentation skills, public speaking, teamwork, leadership, problem solving, critical thinking,
time management, attention to detail, communication, negotiation, Arabic–English Translation, Git, Linux, Bash.
LANGUAGES
Arabic (native), English (fluent), French (basic).
الملخص
محللة بيانات بخبرة سبع سنوات في القطاع المصرفي وقطاع التجزئة، وخبرة في تحليل البيانات وإدارة المشاريع والتواصل
مع أصحاب المصلحة، وإتقان بايثون وإكسل وباور بي آي. حاصلة على شهادة محترف إدارة المشاريع، وأجيد العمل الجماعي
وحل المشكلات والتفكير الناقد وإدارة الوقت والقيادة والتفاوض وخدمة العملاء. أعمل في المملكة العربية السعودية.
الخبرات
- إعداد التقارير المالية والموازنات والتحليل المالي والنمذجة المالية لإدارة الخزينة.
- تطوير لوحات المؤشرات وذكاء الأعمال وتحليل السلاسل الزمنية والتحليلات التنبؤية وتعلم الآلة.
- المشاركة في مشاريع التحول الرقمي والحوكمة والمخاطر والامتثال ومكافحة غسل الأموال واعرف عميلك.
- التدريب والتوجيه وتقديم العروض التقديمية باللغة العربية واللغة الإنجليزية، والترجمة بين العربية والإنجليزية.
`.repeat(2);

export interface SkillIndexBenchmark {
  skills: number;
  buildMs: number;
  resumeChars: number;
  scanMedianMs: number;
  scanP95Ms: number;
  mentions: number;
  findPerSecond: number;
  /** Ranked searches (the search box and autocomplete) per second. */
  searchPerSecond: number;
}

/**
 * Times building the index over the shipped catalogue and scanning a two-page bilingual resume.
 * Target: a scan well under 5 ms. `npm run bench` prints the result.
 */
export function benchmarkSkillIndex(iterations = 200): SkillIndexBenchmark {
  const { skills } = loadCatalogue();
  const t0 = performance.now();
  const index = createSkillIndex(skills);
  const buildMs = performance.now() - t0;
  for (let i = 0; i < 20; i += 1) index.scan(SAMPLE_RESUME); // warm-up
  const times: number[] = [];
  let mentions = 0;
  for (let i = 0; i < iterations; i += 1) {
    const s = performance.now();
    mentions = index.scan(SAMPLE_RESUME).length;
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const queries = [
    'JS',
    'python',
    'إدارة المشاريع',
    'Financial Modelling',
    'ifrs 16',
    'forklift operation',
    'unknown thing',
  ];
  const f0 = performance.now();
  let n = 0;
  while (performance.now() - f0 < 50) {
    for (const q of queries) index.find(q);
    n += queries.length;
  }
  // The search box's ranked search walks every term, so it is measured apart from find.
  const searches = ['spark', 'سبارك', 'محاسبة', 'excel', 'script'];
  const s0 = performance.now();
  let searched = 0;
  while (performance.now() - s0 < 50) {
    for (const q of searches) index.search(q, { limit: 20 });
    searched += searches.length;
  }
  const searchPerSecond = Math.round((searched / (performance.now() - s0)) * 1000);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    skills: skills.length,
    buildMs: round(buildMs),
    resumeChars: SAMPLE_RESUME.length,
    scanMedianMs: round(times[Math.floor(times.length / 2)] ?? 0),
    scanP95Ms: round(times[Math.floor(times.length * 0.95)] ?? 0),
    mentions,
    findPerSecond: Math.round((n / (performance.now() - f0)) * 1000),
    searchPerSecond,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(benchmarkSkillIndex());
