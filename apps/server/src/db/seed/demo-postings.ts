import type { JobStatus } from '@masar/shared/jobs';

/**
 * The demo's job postings (issue #11, decision 0042): written for this demo, each in its employer's words, with
 * the fields a recruiter fills in the editor. Some are in Arabic, as employers in the region post them. Several
 * are near the demo candidates' careers (Sara, a data engineer in Riyadh; Daniel, a nurse in Jeddah) so that
 * each sees a page of matches, strong and partial, on a first start.
 */
export interface DemoPosting {
  employer: string;
  title: string;
  sector: string;
  /** A standard job profile (catalogue occupation) the posting was made from, when there is a close one. */
  occupation?: string;
  type: 'full_time' | 'part_time';
  experience: { value: number; unit: 'years' | 'months' };
  location: { city: string | null; country: string; workplace: 'on_site' | 'hybrid' | 'remote' };
  salary?: { min: number | null; max: number | null; currency: 'SAR' | 'AED' | 'QAR' | 'USD' | 'JOD' | 'EGP' | 'OMR' | 'BHD'; period: 'hour' | 'month' | 'year' };
  /** Published unless said. */
  status?: Exclude<JobStatus, 'published'>;
  /** Catalogue skill ids: must-have, then nice-to-have. */
  must: string[];
  nice: string[];
  description: string;
}

export const DEMO_POSTINGS: DemoPosting[] = [
  // Nakheel Digital: the demo recruiter's company (technology, media), with a draft and a closed job.
  {
    employer: 'Nakheel Digital',
    title: 'Senior Data Engineer',
    sector: 'technology',
    occupation: 'occ:masar-data-engineer',
    type: 'full_time',
    experience: { value: 5, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'hybrid' },
    salary: { min: 28_000, max: 36_000, currency: 'SAR', period: 'month' },
    must: ['skill:python', 'skill:sql', 'skill:apache-spark', 'skill:etl-development'],
    nice: ['skill:amazon-web-services', 'skill:apache-kafka', 'skill:apache-airflow'],
    description:
      'Our payments and loyalty apps serve four million customers, and every tap lands in a data platform you will help run. You will design batch and streaming pipelines in Spark and Python, model the warehouse with the analysts who use it, and put tests and alerts around the jobs that feed our fraud and marketing models. Three days a week in our Riyadh office, two from home.',
  },
  {
    employer: 'Nakheel Digital',
    title: 'Data Analyst, Growth',
    sector: 'technology',
    occupation: 'occ:masar-data-analyst',
    type: 'full_time',
    experience: { value: 2, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'on_site' },
    salary: { min: 14_000, max: 19_000, currency: 'SAR', period: 'month' },
    must: ['skill:sql', 'skill:data-visualisation', 'skill:statistics'],
    nice: ['skill:power-bi', 'skill:python'],
    description:
      'Join the growth squad that decides which offers our app shows and to whom. You will size experiments, read their results honestly, and turn funnels and cohorts into dashboards the product managers open every morning. Clear SQL and a feel for statistics matter more to us than any one tool.',
  },
  {
    employer: 'Nakheel Digital',
    title: 'Backend Software Developer (Node.js)',
    sector: 'technology',
    occupation: 'occ:15-1252.00',
    type: 'full_time',
    experience: { value: 3, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'hybrid' },
    must: ['skill:typescript', 'skill:node-js', 'skill:postgresql'],
    nice: ['skill:amazon-web-services', 'skill:docker'],
    description:
      'Build the services behind our wallet: payments, rewards and the partner API that forty merchants call. We write TypeScript on Node.js with PostgreSQL, review every change, and deploy many times a day. You will own features from the design note to the dashboard that shows they work.',
  },
  {
    employer: 'Nakheel Digital',
    title: 'مصمم/ة جرافيك للمحتوى الرقمي',
    sector: 'media',
    occupation: 'occ:27-1024.00',
    type: 'full_time',
    experience: { value: 2, unit: 'years' },
    location: { city: 'الرياض', country: 'SA', workplace: 'on_site' },
    salary: { min: 9_000, max: 13_000, currency: 'SAR', period: 'month' },
    must: ['skill:adobe-photoshop', 'skill:adobe-illustrator', 'skill:graphic-design'],
    nice: ['skill:social-media-marketing'],
    description:
      'نبحث عن مصمم أو مصممة جرافيك ينضم إلى فريق التسويق في الرياض لتصميم حملات تطبيقنا على وسائل التواصل الاجتماعي والمتاجر الإلكترونية. ستعمل مع كتّاب المحتوى على أفكار الحملات من الرسم الأولي حتى النشر، وتحافظ على هوية العلامة في كل تصميم. نرحب بمن لديه معرض أعمال يضم تصاميم باللغتين العربية والإنجليزية.',
  },
  {
    employer: 'Nakheel Digital',
    title: 'Product Manager, Merchant Tools',
    sector: 'technology',
    occupation: 'occ:masar-product-manager',
    type: 'full_time',
    experience: { value: 4, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'hybrid' },
    status: 'draft',
    must: ['skill:product-management', 'skill:agile-project-management'],
    nice: ['skill:sql'],
    description:
      'Merchants use our dashboard to run offers, see their sales and settle payments. You will talk to them every week, decide with design and engineering what to build next, and measure whether it helped. Experience with business customers and comfort reading data are what we look for.',
  },
  {
    employer: 'Nakheel Digital',
    title: 'Social Media Specialist',
    sector: 'media',
    type: 'part_time',
    experience: { value: 1, unit: 'years' },
    location: { city: 'Jeddah', country: 'SA', workplace: 'remote' },
    status: 'closed',
    must: ['skill:social-media-marketing', 'skill:content-writing'],
    nice: ['skill:instagram-marketing'],
    description:
      'A part-time role for the summer campaign: plan our posts, write them in Arabic and English, answer comments kindly and report each week on what worked. You can work from anywhere in the Kingdom; we meet online twice a week.',
  },
  {
    employer: 'Nakheel Digital',
    title: 'Information Security Analyst',
    sector: 'technology',
    occupation: 'occ:15-1212.00',
    type: 'full_time',
    experience: { value: 3, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'on_site' },
    must: ['skill:network-security', 'skill:incident-response'],
    nice: ['skill:cyber-risk-management', 'skill:python'],
    description:
      'Keep a payments company safe. You will watch our alerts, lead the response when something is wrong, test our defences with the engineers, and help us meet the central bank’s cyber security framework. On call one week in six, with time off in lieu.',
  },

  // Riyadh Care Hospital: healthcare.
  {
    employer: 'Riyadh Care Hospital',
    title: 'Emergency Department Registered Nurse',
    sector: 'healthcare',
    occupation: 'occ:29-1141.00',
    type: 'full_time',
    experience: { value: 3, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'on_site' },
    salary: { min: 12_000, max: 16_000, currency: 'SAR', period: 'month' },
    must: ['skill:triage', 'skill:patient-care', 'skill:basic-life-support', 'skill:medication-administration'],
    nice: ['skill:advanced-cardiovascular-life-support', 'skill:patient-education'],
    description:
      'Our 40-bed emergency department sees about 250 patients a day. You will triage arrivals, care for patients from resuscitation to discharge, give medicines safely and teach families what comes next. Twelve-hour shifts on a published rota, housing allowance, and a paid ACLS course in your first year.',
  },
  {
    employer: 'Riyadh Care Hospital',
    title: 'Critical Care Nurse (ICU)',
    sector: 'healthcare',
    occupation: 'occ:29-1141.03',
    type: 'full_time',
    experience: { value: 4, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'on_site' },
    salary: { min: 14_000, max: 18_000, currency: 'SAR', period: 'month' },
    must: ['skill:patient-care', 'skill:basic-life-support', 'skill:infection-prevention-and-control'],
    nice: ['skill:advanced-cardiovascular-life-support', 'skill:wound-care'],
    description:
      'Care for ventilated and post-surgical patients in a 24-bed adult ICU with one nurse to two patients. You will monitor closely, act early on change, prevent infections with strict bundles and work with intensivists on the daily plan. Intensive care experience is required; we support the CCRN exam.',
  },
  {
    employer: 'Riyadh Care Hospital',
    title: 'ممرض/ة قسم الطوارئ - فرع جدة',
    sector: 'healthcare',
    occupation: 'occ:29-1141.00',
    type: 'full_time',
    experience: { value: 2, unit: 'years' },
    location: { city: 'جدة', country: 'SA', workplace: 'on_site' },
    salary: { min: 11_000, max: 15_000, currency: 'SAR', period: 'month' },
    must: ['skill:triage', 'skill:patient-care', 'skill:basic-life-support'],
    nice: ['skill:wound-care', 'skill:patient-education'],
    description:
      'يفتتح مستشفى رياض كير فرعه الجديد في جدة ويبحث عن ممرضين وممرضات لقسم الطوارئ. تشمل المهام فرز المرضى عند الوصول، وتقديم الرعاية التمريضية، والعناية بالجروح، وتثقيف المرضى وذويهم قبل الخروج. يشترط ترخيص الهيئة السعودية للتخصصات الصحية وشهادة سارية في الإنعاش القلبي الرئوي.',
  },
  {
    employer: 'Riyadh Care Hospital',
    title: 'Clinical Data Analyst',
    sector: 'healthcare',
    occupation: 'occ:15-1211.01',
    type: 'full_time',
    experience: { value: 2, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'hybrid' },
    must: ['skill:sql', 'skill:data-visualisation', 'skill:statistics'],
    nice: ['skill:python', 'skill:power-bi'],
    description:
      'Help our doctors and nurses see how their patients do. You will pull data from the electronic health record, build the quality dashboards the wards review each month (waiting times, readmissions, infections) and answer the medical director’s questions with clear numbers and honest caveats.',
  },
  {
    employer: 'Riyadh Care Hospital',
    title: 'Clinical Pharmacist',
    sector: 'healthcare',
    occupation: 'occ:29-1051.00',
    type: 'full_time',
    experience: { value: 3, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'on_site' },
    must: ['skill:clinical-pharmacy', 'skill:medication-safety'],
    nice: ['skill:pharmacology'],
    description:
      'Round with the internal medicine teams, review prescriptions for doses and interactions, and lead our medication safety reports. You will also teach new nurses how high-alert medicines are prepared and given. A PharmD and SCFHS registration are required.',
  },
  {
    employer: 'Riyadh Care Hospital',
    title: 'Physical Therapist',
    sector: 'healthcare',
    occupation: 'occ:29-1123.00',
    type: 'part_time',
    experience: { value: 2, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'on_site' },
    salary: { min: 150, max: 200, currency: 'SAR', period: 'hour' },
    must: ['skill:physiotherapy', 'skill:patient-education'],
    nice: [],
    description:
      'Three afternoons a week in our outpatient clinic: assess patients after surgery or sports injuries, plan their exercises and teach them to keep going at home. Female therapists are especially welcome for our women’s clinic.',
  },

  // Gulf Energy Partners: energy and engineering.
  {
    employer: 'Gulf Energy Partners',
    title: 'Data Scientist, Predictive Maintenance',
    sector: 'energy',
    occupation: 'occ:15-2051.00',
    type: 'full_time',
    experience: { value: 3, unit: 'years' },
    location: { city: 'Dhahran', country: 'SA', workplace: 'hybrid' },
    salary: { min: 25_000, max: 32_000, currency: 'SAR', period: 'month' },
    must: ['skill:python', 'skill:machine-learning', 'skill:statistics'],
    nice: ['skill:sql', 'skill:apache-spark'],
    description:
      'Sensors on our compressors and pumps send a reading every second. You will turn them into models that warn our engineers days before a failure, test those models against what really broke, and put them into the tools the maintenance planners use. Python, sound statistics and curiosity about machines.',
  },
  {
    employer: 'Gulf Energy Partners',
    title: 'Occupational Health Nurse',
    sector: 'energy',
    occupation: 'occ:29-1141.00',
    type: 'full_time',
    experience: { value: 3, unit: 'years' },
    location: { city: 'Ras Tanura', country: 'SA', workplace: 'on_site' },
    salary: { min: 13_000, max: 17_000, currency: 'SAR', period: 'month' },
    must: ['skill:patient-care', 'skill:basic-life-support', 'skill:triage'],
    nice: ['skill:medication-administration', 'skill:patient-education'],
    description:
      'Run the first-aid clinic at our terminal with one doctor and two paramedics: treat injuries and illness on site, stabilise emergencies until transfer, carry out fitness-for-work checks and teach crews about heat stress. Emergency or ICU experience and a valid BLS card are required.',
  },
  {
    employer: 'Gulf Energy Partners',
    title: 'Petroleum Engineer',
    sector: 'energy',
    occupation: 'occ:17-2171.00',
    type: 'full_time',
    experience: { value: 6, unit: 'years' },
    location: { city: 'Dammam', country: 'SA', workplace: 'on_site' },
    must: ['skill:reservoir-engineering', 'skill:production-engineering'],
    nice: ['skill:well-testing'],
    description:
      'Plan and follow the wells of two mature fields: study their performance, propose workovers and artificial lift, and work with the reservoir team on the yearly development plan. Regular field visits from Dammam.',
  },
  {
    employer: 'Gulf Energy Partners',
    title: 'Solar PV Design Engineer',
    sector: 'engineering',
    occupation: 'occ:17-2199.11',
    type: 'full_time',
    experience: { value: 4, unit: 'years' },
    location: { city: 'Abu Dhabi', country: 'AE', workplace: 'hybrid' },
    salary: { min: 22_000, max: 30_000, currency: 'AED', period: 'month' },
    must: ['skill:solar-photovoltaic-design', 'skill:electrical-design', 'skill:autocad'],
    nice: ['skill:electrical-load-calculation'],
    description:
      'Design utility-scale and rooftop solar plants from the first layout to the drawings for construction: yield studies, string and inverter sizing, cable routes and protection. You will review the contractors’ designs and visit sites across the UAE.',
  },
  {
    employer: 'Gulf Energy Partners',
    title: 'مهندس/ة صحة وسلامة مهنية',
    sector: 'engineering',
    occupation: 'occ:17-2111.00',
    type: 'full_time',
    experience: { value: 5, unit: 'years' },
    location: { city: 'الجبيل', country: 'SA', workplace: 'on_site' },
    must: ['skill:process-safety-management', 'skill:hazard-identification'],
    nice: ['skill:hydrogen-sulphide-safety'],
    description:
      'نبحث عن مهندس أو مهندسة صحة وسلامة مهنية لمصنعنا في الجبيل الصناعية. ستقود دراسات تحديد المخاطر، وتتابع تصاريح العمل، وتحقق في الحوادث وتتابع إجراءاتها التصحيحية، وتدرب فرق التشغيل والمقاولين على إجراءات السلامة. يفضل الحاصلون على شهادة نيبوش.',
  },
  {
    employer: 'Gulf Energy Partners',
    title: 'Electrical Maintenance Engineer',
    sector: 'engineering',
    occupation: 'occ:17-2071.00',
    type: 'full_time',
    experience: { value: 3, unit: 'years' },
    location: { city: 'Jubail', country: 'SA', workplace: 'on_site' },
    must: ['skill:electrical-troubleshooting', 'skill:electrical-drawings-reading'],
    nice: ['skill:electrical-safety'],
    description:
      'Keep the switchgear, motors and drives of a gas processing plant healthy: plan preventive maintenance, find faults fast when something trips, and supervise contractors during shutdowns. Rotating shifts with a site allowance.',
  },

  // Al Noor Bank: finance, business and legal.
  {
    employer: 'Al Noor Bank',
    title: 'Data Engineer, Risk Analytics',
    sector: 'finance',
    occupation: 'occ:masar-data-engineer',
    type: 'full_time',
    experience: { value: 4, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'hybrid' },
    salary: { min: 26_000, max: 34_000, currency: 'SAR', period: 'month' },
    must: ['skill:sql', 'skill:python', 'skill:etl-development'],
    nice: ['skill:apache-spark', 'skill:financial-risk-management'],
    description:
      'The risk team needs clean, timely data to price loans and meet the regulator’s reports. You will build and own the pipelines from our core banking systems to the risk data mart, document where every number comes from, and make the month-end runs boring. Banking experience is a plus, not a must.',
  },
  {
    employer: 'Al Noor Bank',
    title: 'مسؤول/ة التزام شرعي',
    sector: 'finance',
    occupation: 'occ:masar-sharia-compliance-officer',
    type: 'full_time',
    experience: { value: 4, unit: 'years' },
    location: { city: 'الرياض', country: 'SA', workplace: 'on_site' },
    must: ['skill:sharia-compliance', 'skill:islamic-banking'],
    nice: ['skill:risk-based-auditing'],
    description:
      'ينضم مسؤول الالتزام الشرعي إلى إدارة الشريعة في البنك لمراجعة المنتجات والعقود قبل إطلاقها، والتأكد من تطبيق قرارات الهيئة الشرعية في الفروع، وإعداد تقارير التدقيق الشرعي الدورية. يشترط مؤهل في الشريعة أو المالية الإسلامية وخبرة في مصرف إسلامي.',
  },
  {
    employer: 'Al Noor Bank',
    title: 'Financial Accountant',
    sector: 'finance',
    occupation: 'occ:masar-financial-accountant',
    type: 'full_time',
    experience: { value: 3, unit: 'years' },
    location: { city: 'Jeddah', country: 'SA', workplace: 'on_site' },
    salary: { min: 13_000, max: 17_000, currency: 'SAR', period: 'month' },
    must: ['skill:financial-accounting', 'skill:financial-reporting', 'skill:ifrs'],
    nice: ['skill:advanced-excel'],
    description:
      'Close the books of our western region each month: reconcile accounts, post accruals, prepare the IFRS schedules the auditors ask for and explain the variances to the finance manager. SOCPA or CPA holders are preferred.',
  },
  {
    employer: 'Al Noor Bank',
    title: 'Relationship Manager, SME Banking',
    sector: 'finance',
    occupation: 'occ:13-2072.00',
    type: 'full_time',
    experience: { value: 5, unit: 'years' },
    location: { city: 'Dammam', country: 'SA', workplace: 'on_site' },
    must: ['skill:credit-analysis', 'skill:negotiation'],
    nice: ['skill:customer-service'],
    description:
      'Look after a portfolio of 80 small and medium businesses in the Eastern Province: understand their plans, structure their financing, and keep them with us through good years and hard ones. A car allowance and a bonus tied to portfolio quality.',
  },
  {
    employer: 'Al Noor Bank',
    title: 'Legal Counsel, Banking and Contracts',
    sector: 'legal',
    occupation: 'occ:23-1011.00',
    type: 'full_time',
    experience: { value: 6, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'on_site' },
    must: ['skill:contract-drafting', 'skill:commercial-law'],
    nice: ['skill:contract-negotiation'],
    description:
      'Draft and review the bank’s financing agreements, supplier contracts and security documents, advise business teams on Saudi banking rules, and work with outside counsel on disputes. Fluent legal Arabic and English are both needed.',
  },
  {
    employer: 'Al Noor Bank',
    title: 'HR Business Partner',
    sector: 'business',
    occupation: 'occ:13-1151.00',
    type: 'full_time',
    experience: { value: 5, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'hybrid' },
    must: ['skill:talent-management', 'skill:employee-relations'],
    nice: ['skill:training-needs-analysis'],
    description:
      'Be the people partner of our retail banking division: 1,200 colleagues in 60 branches. You will plan hiring and Saudisation with the division heads, coach managers through hard conversations and lead the yearly talent review.',
  },

  // Dune Logistics: logistics, retail and manufacturing.
  {
    employer: 'Dune Logistics',
    title: 'Logistics Data Analyst',
    sector: 'logistics',
    occupation: 'occ:masar-data-analyst',
    type: 'full_time',
    experience: { value: 2, unit: 'years' },
    location: { city: 'Jeddah', country: 'SA', workplace: 'hybrid' },
    salary: { min: 12_000, max: 16_000, currency: 'SAR', period: 'month' },
    must: ['skill:sql', 'skill:power-bi', 'skill:statistics'],
    nice: ['skill:python', 'skill:supply-chain-management'],
    description:
      'We move 30,000 parcels a day between our Jeddah hub and the Kingdom’s cities. You will measure on-time delivery, find where shipments wait, forecast next week’s volumes and show the operations team what to change, in dashboards they trust.',
  },
  {
    employer: 'Dune Logistics',
    title: 'Warehouse Supervisor',
    sector: 'logistics',
    occupation: 'occ:53-7051.00',
    type: 'full_time',
    experience: { value: 4, unit: 'years' },
    location: { city: 'Dubai', country: 'AE', workplace: 'on_site' },
    salary: { min: 9_000, max: 12_000, currency: 'AED', period: 'month' },
    must: ['skill:inventory-management', 'skill:forklift-operation'],
    nice: ['skill:supply-chain-management'],
    description:
      'Lead a night shift of 25 in our Jebel Ali warehouse: receiving, put-away, picking and loading for e-commerce clients. You will keep stock accurate, people safe and trucks leaving on time, and train new team members on the floor.',
  },
  {
    employer: 'Dune Logistics',
    title: 'سائق/ة شاحنة نقل ثقيل',
    sector: 'logistics',
    occupation: 'occ:53-3032.00',
    type: 'full_time',
    experience: { value: 2, unit: 'years' },
    location: { city: 'الدمام', country: 'SA', workplace: 'on_site' },
    salary: { min: 6_000, max: 8_000, currency: 'SAR', period: 'month' },
    must: ['skill:defensive-driving'],
    nice: ['skill:forklift-operation'],
    description:
      'نبحث عن سائقين لنقل الحاويات بين ميناء الملك عبدالعزيز في الدمام ومستودعاتنا في الرياض. يشترط رخصة قيادة نقل ثقيل سارية وسجل قيادة نظيف. نوفر السكن والتأمين الطبي وبدل رحلات، ومناوبات منظمة تضمن أيام راحة أسبوعية.',
  },
  {
    employer: 'Dune Logistics',
    title: 'Supply Chain Planner',
    sector: 'logistics',
    occupation: 'occ:11-3071.04',
    type: 'full_time',
    experience: { value: 3, unit: 'years' },
    location: { city: 'Jeddah', country: 'SA', workplace: 'on_site' },
    must: ['skill:supply-chain-planning', 'skill:inventory-optimisation'],
    nice: ['skill:advanced-excel', 'skill:sql'],
    description:
      'Plan stock and transport for three retail clients: forecast what their stores will sell, decide what to move from which warehouse and when, and agree the plan each week with their buyers. You will also run the monthly review of forecast accuracy.',
  },
  {
    employer: 'Dune Logistics',
    title: 'Store Manager, Dune Express Shops',
    sector: 'retail',
    occupation: 'occ:masar-store-manager',
    type: 'full_time',
    experience: { value: 4, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'on_site' },
    must: ['skill:retail-sales', 'skill:customer-service', 'skill:inventory-management'],
    nice: [],
    description:
      'Run our flagship parcel-and-packaging shop in Riyadh: a team of eight, customers sending and collecting parcels all day, and a small retail range. You will hire and coach the team, keep the shop tidy and stocked, and grow our business customers in the district.',
  },
  {
    employer: 'Dune Logistics',
    title: 'Fleet Maintenance Technician',
    sector: 'manufacturing',
    occupation: 'occ:49-3031.00',
    type: 'full_time',
    experience: { value: 3, unit: 'years' },
    location: { city: 'Jeddah', country: 'SA', workplace: 'on_site' },
    must: ['skill:diesel-engine-repair', 'skill:preventive-maintenance'],
    nice: [],
    description:
      'Keep our 140 trucks and vans on the road: service them on schedule, diagnose engine and brake faults, and keep clear records of every repair. Our Jeddah workshop runs two shifts; overtime is paid.',
  },

  // Oasis Hospitality Group: hospitality and agriculture.
  {
    employer: 'Oasis Hospitality Group',
    title: 'Resort Clinic Nurse',
    sector: 'hospitality',
    occupation: 'occ:29-1141.00',
    type: 'full_time',
    experience: { value: 2, unit: 'years' },
    location: { city: 'AlUla', country: 'SA', workplace: 'on_site' },
    salary: { min: 10_000, max: 13_000, currency: 'SAR', period: 'month' },
    must: ['skill:patient-care', 'skill:basic-life-support', 'skill:wound-care'],
    nice: ['skill:triage', 'skill:infection-prevention-and-control'],
    description:
      'Our desert resort in AlUla welcomes guests from around the world, and its small clinic looks after them and our 300 staff. You will treat minor injuries and illness, respond to emergencies anywhere on the property, and keep the clinic stocked and spotless. Accommodation and meals on site.',
  },
  {
    employer: 'Oasis Hospitality Group',
    title: 'Sous Chef, Arabian Cuisine',
    sector: 'hospitality',
    occupation: 'occ:35-1011.00',
    type: 'full_time',
    experience: { value: 5, unit: 'years' },
    location: { city: 'Muscat', country: 'OM', workplace: 'on_site' },
    salary: { min: 700, max: 950, currency: 'OMR', period: 'month' },
    must: ['skill:food-safety', 'skill:menu-planning'],
    nice: ['skill:kitchen-management'],
    description:
      'Second in command of a 120-seat restaurant serving the dishes of Oman, the Levant and the Gulf. You will run the pass on busy nights, develop seasonal dishes with the head chef, train cooks and keep our HACCP records in order.',
  },
  {
    employer: 'Oasis Hospitality Group',
    title: 'موظف/ة استقبال فندق',
    sector: 'hospitality',
    occupation: 'occ:43-4081.00',
    type: 'full_time',
    experience: { value: 1, unit: 'years' },
    location: { city: 'المدينة المنورة', country: 'SA', workplace: 'on_site' },
    salary: { min: 5_500, max: 7_000, currency: 'SAR', period: 'month' },
    must: ['skill:customer-service', 'skill:property-management-systems-hotel'],
    nice: ['skill:english'],
    description:
      'يبحث فندق واحة المدينة عن موظفي استقبال لاستقبال ضيوف المسجد النبوي وتسجيل وصولهم ومغادرتهم، والرد على استفساراتهم وحل ملاحظاتهم بلباقة. نرحب بحديثي التخرج الذين يتحدثون الإنجليزية أو لغة ثالثة، ونوفر تدريباً على نظام إدارة الفندق.',
  },
  {
    employer: 'Oasis Hospitality Group',
    title: 'Hotel Revenue Manager',
    sector: 'hospitality',
    type: 'full_time',
    experience: { value: 5, unit: 'years' },
    location: { city: 'Dubai', country: 'AE', workplace: 'hybrid' },
    salary: { min: 25_000, max: 32_000, currency: 'AED', period: 'month' },
    must: ['skill:revenue-management-hospitality', 'skill:hotel-sales'],
    nice: ['skill:advanced-excel'],
    description:
      'Set the rates of our four hotels in Dubai and Muscat day by day: read demand and the competition, manage the channels and groups, and explain each month’s results to the general managers. Experience with a revenue management system is expected.',
  },
  {
    employer: 'Oasis Hospitality Group',
    title: 'Farm Manager, Organic Produce',
    sector: 'agriculture',
    occupation: 'occ:11-9013.00',
    type: 'full_time',
    experience: { value: 6, unit: 'years' },
    location: { city: 'Al Kharj', country: 'SA', workplace: 'on_site' },
    must: ['skill:crop-production', 'skill:irrigation-management'],
    nice: ['skill:food-safety'],
    description:
      'Our hotels cook with vegetables and dates from our own farm near Al Kharj. Run it: plan the crops with the chefs, manage irrigation and greenhouses in the heat, lead a team of twelve, and keep the organic certification.',
  },
  {
    employer: 'Oasis Hospitality Group',
    title: 'Concierge',
    sector: 'hospitality',
    occupation: 'occ:39-6012.00',
    type: 'part_time',
    experience: { value: 1, unit: 'years' },
    location: { city: 'Dubai', country: 'AE', workplace: 'on_site' },
    salary: { min: 45, max: 60, currency: 'AED', period: 'hour' },
    must: ['skill:customer-service'],
    nice: ['skill:english'],
    description:
      'Weekend concierge at our Dubai Marina hotel: book tables and desert trips, solve guests’ problems before they become complaints, and know the city well enough to surprise them. Friday to Sunday, eight-hour shifts.',
  },

  // Emirates Build Co.: construction and security.
  {
    employer: 'Emirates Build Co.',
    title: 'Construction Project Manager',
    sector: 'construction',
    occupation: 'occ:11-9021.00',
    type: 'full_time',
    experience: { value: 10, unit: 'years' },
    location: { city: 'Abu Dhabi', country: 'AE', workplace: 'on_site' },
    salary: { min: 45_000, max: 60_000, currency: 'AED', period: 'month' },
    must: ['skill:construction-management', 'skill:project-management', 'skill:contract-management'],
    nice: ['skill:primavera-p6'],
    description:
      'Lead the delivery of a 38-storey residential tower from the foundations to handover: programme, cost, quality and safety, with a site team of forty and a dozen subcontractors. You will report to the client and our board every month. PMP and high-rise experience expected.',
  },
  {
    employer: 'Emirates Build Co.',
    title: 'Quantity Surveyor',
    sector: 'construction',
    occupation: 'occ:masar-quantity-surveyor',
    type: 'full_time',
    experience: { value: 4, unit: 'years' },
    location: { city: 'Dubai', country: 'AE', workplace: 'hybrid' },
    salary: { min: 18_000, max: 24_000, currency: 'AED', period: 'month' },
    must: ['skill:quantity-surveying', 'skill:cost-estimating'],
    nice: ['skill:autocad'],
    description:
      'Measure, price and value the work on two villa communities: prepare bills of quantities, assess subcontractors’ payments and variations, and keep the cost report the project director reads every Monday.',
  },
  {
    employer: 'Emirates Build Co.',
    title: 'Site Safety Officer',
    sector: 'security',
    occupation: 'occ:19-5011.00',
    type: 'full_time',
    experience: { value: 3, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'on_site' },
    must: ['skill:hazard-identification', 'skill:construction-safety'],
    nice: ['skill:basic-life-support', 'skill:first-aid'],
    description:
      'Our first project in Riyadh, a hospital extension, needs a safety officer on site from day one. You will run inductions and toolbox talks, inspect scaffolds and lifting, stop unsafe work and keep the records the client audits. NEBOSH or OSHA certificates required.',
  },
  {
    employer: 'Emirates Build Co.',
    title: 'كهربائي/ة مواقع إنشائية',
    sector: 'construction',
    occupation: 'occ:47-2111.00',
    type: 'full_time',
    experience: { value: 3, unit: 'years' },
    location: { city: 'الشارقة', country: 'AE', workplace: 'on_site' },
    salary: { min: 4_500, max: 6_000, currency: 'AED', period: 'month' },
    must: ['skill:electrical-installation', 'skill:electrical-drawings-reading'],
    nice: ['skill:electrical-safety'],
    description:
      'نحتاج إلى كهربائيين لمشروع مجمع سكني في الشارقة: تمديد الأنابيب والكابلات، وتركيب اللوحات والإنارة والمقابس وفق المخططات، واختبار الدوائر قبل التسليم. يشترط خبرة في المباني السكنية والالتزام بإجراءات السلامة. السكن والمواصلات على حساب الشركة.',
  },
  {
    employer: 'Emirates Build Co.',
    title: 'Security Supervisor',
    sector: 'security',
    occupation: 'occ:33-9032.00',
    type: 'full_time',
    experience: { value: 4, unit: 'years' },
    location: { city: 'Dubai', country: 'AE', workplace: 'on_site' },
    must: ['skill:security-operations', 'skill:cctv-monitoring'],
    nice: ['skill:first-aid'],
    description:
      'Supervise the guards on our largest site: access control for 900 workers a day, patrols, CCTV and the response to any incident. You will write the shift reports and work with the police when needed. SIRA licence required.',
  },
  {
    employer: 'Emirates Build Co.',
    title: 'BIM Coordinator',
    sector: 'construction',
    type: 'full_time',
    experience: { value: 3, unit: 'years' },
    location: { city: 'Dubai', country: 'AE', workplace: 'remote' },
    salary: { min: 48_000, max: 65_000, currency: 'USD', period: 'year' },
    must: ['skill:building-information-modelling', 'skill:revit'],
    nice: ['skill:autocad'],
    description:
      'Coordinate the architectural, structural and MEP models of our projects, run clash detection before each design freeze and make sure site teams build from the right drawings. Remote within the UAE, with a site visit every month.',
  },

  // Future Skills Academy: education and government.
  {
    employer: 'Future Skills Academy',
    title: 'Data Science Instructor',
    sector: 'education',
    occupation: 'occ:13-1151.00',
    type: 'part_time',
    experience: { value: 4, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'remote' },
    salary: { min: 250, max: 350, currency: 'SAR', period: 'hour' },
    must: ['skill:python', 'skill:machine-learning', 'skill:teaching'],
    nice: ['skill:sql', 'skill:statistics'],
    description:
      'Teach evening cohorts of our twelve-week data science bootcamp, online: Python, statistics and machine learning for career changers. You will run live classes twice a week, review projects and mentor learners into their first data jobs. Working data professionals are very welcome.',
  },
  {
    employer: 'Future Skills Academy',
    title: 'School Nurse',
    sector: 'education',
    occupation: 'occ:29-1141.00',
    type: 'full_time',
    experience: { value: 2, unit: 'years' },
    location: { city: 'Jeddah', country: 'SA', workplace: 'on_site' },
    salary: { min: 9_000, max: 12_000, currency: 'SAR', period: 'month' },
    must: ['skill:patient-care', 'skill:basic-life-support', 'skill:school-nursing'],
    nice: ['skill:patient-education', 'skill:medication-administration'],
    description:
      'Look after 900 students and staff at our Jeddah campus: first aid and care for the unwell, medicines and care plans for children with asthma or diabetes, vaccination records and health lessons with the teachers. School hours, school holidays.',
  },
  {
    employer: 'Future Skills Academy',
    title: 'معلم/ة رياضيات للمرحلة المتوسطة',
    sector: 'education',
    occupation: 'occ:25-2022.00',
    type: 'full_time',
    experience: { value: 3, unit: 'years' },
    location: { city: 'عمّان', country: 'JO', workplace: 'on_site' },
    salary: { min: 700, max: 900, currency: 'JOD', period: 'month' },
    must: ['skill:mathematics-teaching', 'skill:classroom-management'],
    nice: ['skill:curriculum-development'],
    description:
      'تبحث أكاديمية المهارات المستقبلية في عمّان عن معلم أو معلمة رياضيات للصفوف من السابع إلى التاسع. ستخطط الدروس وتنوع أساليب التدريس، وتتابع تقدم كل طالب وتتواصل مع أولياء الأمور، وتشارك في تطوير منهج الرياضيات التطبيقية. يشترط مؤهل تربوي وخبرة تدريس لا تقل عن ثلاث سنوات.',
  },
  {
    employer: 'Future Skills Academy',
    title: 'Instructional Designer',
    sector: 'education',
    occupation: 'occ:25-9031.00',
    type: 'full_time',
    experience: { value: 3, unit: 'years' },
    location: { city: 'Cairo', country: 'EG', workplace: 'hybrid' },
    must: ['skill:instructional-design', 'skill:e-learning-development'],
    nice: ['skill:curriculum-development'],
    description:
      'Turn what our experts know into courses people finish: write learning objectives, storyboard lessons and activities, build them in our learning platform and improve them from learners’ results. You will design in Arabic and English.',
  },
  {
    employer: 'Future Skills Academy',
    title: 'Government Training Programme Coordinator',
    sector: 'government',
    occupation: 'occ:13-1151.00',
    type: 'full_time',
    experience: { value: 4, unit: 'years' },
    location: { city: 'Riyadh', country: 'SA', workplace: 'on_site' },
    must: ['skill:training-needs-analysis', 'skill:project-management'],
    nice: ['skill:stakeholder-management'],
    description:
      'Run our leadership programme for ministries and public agencies: agree the needs with each agency, schedule trainers and venues, follow attendance and results, and report to the client every quarter. Experience with government clients is an advantage.',
  },
  {
    employer: 'Future Skills Academy',
    title: 'English Language Teacher (IELTS)',
    sector: 'education',
    occupation: 'occ:25-2031.00',
    type: 'part_time',
    experience: { value: 2, unit: 'years' },
    location: { city: 'Manama', country: 'BH', workplace: 'on_site' },
    salary: { min: 9, max: 12, currency: 'BHD', period: 'hour' },
    must: ['skill:english-language-teaching'],
    nice: ['skill:online-teaching'],
    description:
      'Prepare adult learners for IELTS in small evening groups at our Manama centre: four evenings a week, with our course books and mock tests. CELTA or an equivalent certificate is required.',
  },
];
