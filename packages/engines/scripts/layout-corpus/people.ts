/**
 * The people of the layout corpus: written for it by hand (no real person), varied in profession and
 * language. Each is the label of every PDF rendered from it (see labels.ts).
 */
export interface LayoutJob {
  title: string;
  org: string;
  location: string;
  /** 'YYYY-MM' */
  start: string;
  /** 'YYYY-MM', or null for a current job. */
  end: string | null;
  bullets: string[];
}

export interface LayoutSchool {
  degree: string;
  institution: string;
  start: string;
  end: string;
}

export interface LayoutCertification {
  name: string;
  issuer: string;
  date: string;
}

export interface LayoutPerson {
  id: string;
  lang: 'en' | 'ar';
  name: string;
  headline: string;
  email: string;
  phone: string;
  location: string;
  summary: string;
  work: LayoutJob[];
  education: LayoutSchool[];
  skills: string[];
  certifications: LayoutCertification[];
  languages: string[];
}

export const PEOPLE: LayoutPerson[] = [
  {
    id: 'nurse',
    lang: 'en',
    name: 'Reem Al-Harbi',
    headline: 'Critical Care Nurse',
    email: 'reem.alharbi@example.com',
    phone: '+966 55 123 4567',
    location: 'Riyadh, Saudi Arabia',
    summary: 'Registered nurse with eight years in adult intensive care, focused on patient safety and family education.',
    work: [
      {
        title: 'Senior Staff Nurse, ICU',
        org: 'King Fahad Medical City',
        location: 'Riyadh',
        start: '2019-03',
        end: null,
        bullets: ['Lead nurse for a 12-bed adult ICU on night shifts', 'Trained 20 new graduates in ventilator care'],
      },
      {
        title: 'Staff Nurse',
        org: 'Dr. Sulaiman Al Habib Hospital',
        location: 'Riyadh',
        start: '2016-01',
        end: '2019-02',
        bullets: ['Cared for post-operative cardiac patients', 'Audited medication charts every month'],
      },
    ],
    education: [
      { degree: 'Bachelor of Science in Nursing', institution: 'King Saud bin Abdulaziz University for Health Sciences', start: '2011-09', end: '2015-06' },
    ],
    skills: ['Critical Care', 'Patient Assessment', 'Ventilator Management', 'Infection Control', 'Electronic Health Records'],
    certifications: [
      { name: 'Basic Life Support', issuer: 'American Heart Association', date: '2023-05' },
      { name: 'Advanced Cardiovascular Life Support', issuer: 'American Heart Association', date: '2022-11' },
    ],
    languages: ['Arabic', 'English'],
  },
  {
    id: 'engineer',
    lang: 'en',
    name: 'Daniel Okafor',
    headline: 'Civil Engineer',
    email: 'daniel.okafor@example.org',
    phone: '+44 7700 900123',
    location: 'Manchester, UK',
    summary: 'Chartered civil engineer designing bridges and drainage for public clients.',
    work: [
      {
        title: 'Senior Structural Engineer',
        org: 'Arup',
        location: 'Manchester',
        start: '2020-06',
        end: null,
        bullets: ['Designed a 60 m steel footbridge over the canal', 'Checked the drawings of three junior engineers'],
      },
      {
        title: 'Graduate Civil Engineer',
        org: 'Balfour Beatty',
        location: 'Leeds',
        start: '2016-09',
        end: '2020-05',
        bullets: ['Modelled storm drainage for a new housing estate', 'Supervised concrete pours on site'],
      },
    ],
    education: [
      { degree: 'Master of Engineering in Civil Engineering', institution: 'University of Leeds', start: '2012-09', end: '2016-06' },
    ],
    skills: ['AutoCAD', 'Structural Analysis', 'Revit', 'Project Management', 'Eurocodes'],
    certifications: [{ name: 'Chartered Engineer', issuer: 'Institution of Civil Engineers', date: '2021-04' }],
    languages: ['English', 'Yoruba'],
  },
  {
    id: 'finance',
    lang: 'en',
    name: 'Priya Raman',
    headline: 'Financial Analyst',
    email: 'priya.raman@example.net',
    phone: '+971 50 765 4321',
    location: 'Dubai, UAE',
    summary: 'Financial analyst with six years of budgeting, forecasting and reporting for retail groups.',
    work: [
      {
        title: 'Financial Analyst',
        org: 'Majid Al Futtaim',
        location: 'Dubai',
        start: '2021-02',
        end: null,
        bullets: ['Built the monthly forecast model for 40 stores', 'Cut the close from nine days to six'],
      },
      {
        title: 'Audit Associate',
        org: 'Deloitte',
        location: 'Chennai',
        start: '2018-07',
        end: '2021-01',
        bullets: ['Audited manufacturing and retail clients', 'Tested controls over revenue and inventory'],
      },
    ],
    education: [
      { degree: 'Master of Business Administration', institution: 'Indian Institute of Management Bangalore', start: '2016-06', end: '2018-04' },
      { degree: 'Bachelor of Commerce', institution: 'University of Madras', start: '2013-06', end: '2016-04' },
    ],
    skills: ['Financial Modelling', 'Budgeting', 'Forecasting', 'Excel', 'Power BI', 'SAP'],
    certifications: [{ name: 'CFA Level II', issuer: 'CFA Institute', date: '2022-08' }],
    languages: ['English', 'Tamil', 'Hindi'],
  },
  {
    id: 'teacher',
    lang: 'en',
    name: 'Sarah Mitchell',
    headline: 'Mathematics Teacher',
    email: 's.mitchell@example.com',
    phone: '+1 415 555 0142',
    location: 'Oakland, CA',
    summary: 'Secondary mathematics teacher who makes algebra concrete with projects and data.',
    work: [
      {
        title: 'Mathematics Teacher',
        org: 'Oakland Technical High School',
        location: 'Oakland, CA',
        start: '2018-08',
        end: null,
        bullets: ['Teach algebra and statistics to five classes a year', 'Raised pass rates in Algebra I by 14 points'],
      },
      {
        title: 'Teaching Assistant',
        org: 'Berkeley Unified School District',
        location: 'Berkeley, CA',
        start: '2016-09',
        end: '2018-06',
        bullets: ['Ran small-group tutoring for grade 9 students'],
      },
    ],
    education: [
      { degree: 'Master of Arts in Education', institution: 'San Francisco State University', start: '2016-08', end: '2018-05' },
      { degree: 'Bachelor of Science in Mathematics', institution: 'University of California, Davis', start: '2012-09', end: '2016-06' },
    ],
    skills: ['Curriculum Design', 'Classroom Management', 'Differentiated Instruction', 'Google Classroom', 'Statistics'],
    certifications: [{ name: 'Single Subject Teaching Credential', issuer: 'California Commission on Teacher Credentialing', date: '2018-07' }],
    languages: ['English', 'Spanish'],
  },
  {
    id: 'sales',
    lang: 'en',
    name: 'Marco Bianchi',
    headline: 'Regional Sales Manager',
    email: 'marco.bianchi@example.it',
    phone: '+39 347 555 0199',
    location: 'Milan, Italy',
    summary: 'Sales leader who grew medical device revenue across northern Italy.',
    work: [
      {
        title: 'Regional Sales Manager',
        org: 'Medtronic',
        location: 'Milan',
        start: '2019-10',
        end: null,
        bullets: ['Lead a team of eight account managers', 'Grew regional revenue 22% in two years'],
      },
      {
        title: 'Account Manager',
        org: 'Philips Healthcare',
        location: 'Turin',
        start: '2015-03',
        end: '2019-09',
        bullets: ['Managed 35 hospital accounts', 'Closed the largest imaging tender of 2018'],
      },
      {
        title: 'Sales Representative',
        org: 'Johnson & Johnson',
        location: 'Bologna',
        start: '2012-05',
        end: '2015-02',
        bullets: ['Presented surgical products to theatre teams'],
      },
    ],
    education: [{ degree: 'Bachelor of Economics', institution: 'Bocconi University', start: '2008-09', end: '2012-03' }],
    skills: ['Key Account Management', 'Negotiation', 'Salesforce', 'Team Leadership', 'Tender Management'],
    certifications: [{ name: 'Certified Sales Professional', issuer: 'National Association of Sales Professionals', date: '2020-02' }],
    languages: ['Italian', 'English', 'French'],
  },
  {
    id: 'devops',
    lang: 'en',
    name: 'Lina Haddad',
    headline: 'DevOps Engineer',
    email: 'lina.haddad@example.io',
    phone: '+962 79 555 0110',
    location: 'Amman, Jordan',
    summary: 'Infrastructure engineer who automates cloud platforms and keeps them observable.',
    work: [
      {
        title: 'DevOps Engineer',
        org: 'Aramex',
        location: 'Amman',
        start: '2021-04',
        end: null,
        bullets: ['Moved 120 services to Kubernetes on AWS', 'Wrote Terraform modules used by six teams'],
      },
      {
        title: 'Systems Administrator',
        org: 'Zain Jordan',
        location: 'Amman',
        start: '2017-08',
        end: '2021-03',
        bullets: ['Ran the Linux fleet of the billing platform', 'Automated patching with Ansible'],
      },
    ],
    education: [
      { degree: 'Bachelor of Science in Computer Engineering', institution: 'Jordan University of Science and Technology', start: '2013-09', end: '2017-06' },
    ],
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Ansible', 'Linux', 'Python', 'Prometheus'],
    certifications: [
      { name: 'AWS Certified Solutions Architect', issuer: 'Amazon Web Services', date: '2022-03' },
      { name: 'Certified Kubernetes Administrator', issuer: 'Cloud Native Computing Foundation', date: '2023-01' },
    ],
    languages: ['Arabic', 'English'],
  },
  {
    id: 'ar-accountant',
    lang: 'ar',
    name: 'عبدالله الشهري',
    headline: 'محاسب قانوني',
    email: 'abdullah.alshehri@example.sa',
    phone: '+966 50 987 6543',
    location: 'جدة، السعودية',
    summary: 'محاسب بخبرة سبع سنوات في إعداد القوائم المالية والمراجعة الداخلية.',
    work: [
      {
        title: 'محاسب أول',
        org: 'شركة المراعي',
        location: 'الرياض',
        start: '2020-01',
        end: null,
        bullets: ['إعداد القوائم المالية الشهرية', 'الإشراف على فريق من أربعة محاسبين'],
      },
      {
        title: 'مراجع داخلي',
        org: 'البنك الأهلي السعودي',
        location: 'جدة',
        start: '2016-09',
        end: '2019-12',
        bullets: ['مراجعة عمليات الفروع', 'إعداد تقارير المخاطر الربعية'],
      },
    ],
    education: [{ degree: 'بكالوريوس المحاسبة', institution: 'جامعة الملك عبدالعزيز', start: '2012-09', end: '2016-06' }],
    skills: ['المحاسبة المالية', 'المراجعة الداخلية', 'إكسل', 'ساب'],
    certifications: [{ name: 'زمالة الهيئة السعودية للمحاسبين القانونيين', issuer: 'الهيئة السعودية للمراجعين والمحاسبين', date: '2021-06' }],
    languages: ['العربية', 'الإنجليزية'],
  },
  {
    id: 'ar-developer',
    lang: 'ar',
    name: 'نورة القحطاني',
    headline: 'مهندسة برمجيات',
    email: 'noura.alqahtani@example.com',
    phone: '+966 56 222 3344',
    location: 'الرياض، السعودية',
    summary: 'مهندسة برمجيات تبني تطبيقات الويب والخدمات السحابية.',
    work: [
      {
        title: 'مهندسة برمجيات',
        org: 'شركة علم',
        location: 'الرياض',
        start: '2021-03',
        end: null,
        bullets: ['تطوير واجهات برمجية لخدمات حكومية', 'تحسين أداء قواعد البيانات'],
      },
      {
        title: 'مطورة ويب',
        org: 'شركة تمارا',
        location: 'الرياض',
        start: '2019-07',
        end: '2021-02',
        bullets: ['بناء صفحات الدفع', 'كتابة اختبارات آلية'],
      },
    ],
    education: [{ degree: 'بكالوريوس علوم الحاسب', institution: 'جامعة الأميرة نورة بنت عبدالرحمن', start: '2015-09', end: '2019-06' }],
    skills: ['جافاسكربت', 'بايثون', 'قواعد البيانات', 'الحوسبة السحابية'],
    certifications: [{ name: 'شهادة مطور معتمد', issuer: 'أمازون لخدمات الويب', date: '2022-09' }],
    languages: ['العربية', 'الإنجليزية'],
  },
];
