/**
 * The raw material of the labelled resume corpus: fictional people, careers and organisations in English
 * and Arabic. `corpus.ts` composes them into resumes with varied layouts; every value a resume prints is
 * also its ground truth, so the labels cannot drift from the documents.
 */

export interface Person {
  nameEn: string;
  nameAr: string;
  handle: string;
  cityEn: string;
  cityAr: string;
  /** As printed in Latin digits; Arabic resumes may print it with Arabic-Indic digits. */
  phone: string;
  e164: string;
}

export const people: Person[] = [
  { nameEn: 'Layla Al-Mansoori', nameAr: 'ليلى المنصوري', handle: 'layla.almansoori', cityEn: 'Dubai, UAE', cityAr: 'دبي، الإمارات', phone: '+971 50 123 4567', e164: '+971501234567' },
  { nameEn: 'Omar Haddad', nameAr: 'عمر حداد', handle: 'omar.haddad', cityEn: 'Amman, Jordan', cityAr: 'عمّان، الأردن', phone: '+962 79 123 4567', e164: '+962791234567' },
  { nameEn: 'Priya Raghunathan', nameAr: 'بريا راغوناثان', handle: 'priya.r', cityEn: 'Bengaluru, India', cityAr: 'بنغالورو، الهند', phone: '+91 98450 12345', e164: '+919845012345' },
  { nameEn: 'Youssef Benali', nameAr: 'يوسف بنعلي', handle: 'youssef.benali', cityEn: 'Casablanca, Morocco', cityAr: 'الدار البيضاء، المغرب', phone: '+212 612 345 678', e164: '+212612345678' },
  { nameEn: 'Sarah Whitfield', nameAr: 'سارة ويتفيلد', handle: 'sarah.whitfield', cityEn: 'London, United Kingdom', cityAr: 'لندن، المملكة المتحدة', phone: '+44 20 7946 0958', e164: '+442079460958' },
  { nameEn: 'Khalid Al-Otaibi', nameAr: 'خالد العتيبي', handle: 'khalid.otaibi', cityEn: 'Riyadh, Saudi Arabia', cityAr: 'الرياض، السعودية', phone: '+966 55 234 5678', e164: '+966552345678' },
  { nameEn: 'Nour El-Din Fahmy', nameAr: 'نور الدين فهمي', handle: 'nour.fahmy', cityEn: 'Cairo, Egypt', cityAr: 'القاهرة، مصر', phone: '+20 100 123 4567', e164: '+201001234567' },
  { nameEn: 'Ahmed Raza', nameAr: 'أحمد رضا', handle: 'ahmed.raza', cityEn: 'Lahore, Pakistan', cityAr: 'لاهور، باكستان', phone: '+92 300 1234567', e164: '+923001234567' },
  { nameEn: 'Mariam Khoury', nameAr: 'مريم خوري', handle: 'mariam.khoury', cityEn: 'Beirut, Lebanon', cityAr: 'بيروت، لبنان', phone: '+961 3 123 456', e164: '+9613123456' },
  { nameEn: 'Lukas Becker', nameAr: 'لوكاس بيكر', handle: 'lukas.becker', cityEn: 'Berlin, Germany', cityAr: 'برلين، ألمانيا', phone: '+49 30 12345678', e164: '+493012345678' },
  { nameEn: 'Fatima Zahra Alaoui', nameAr: 'فاطمة الزهراء العلوي', handle: 'fz.alaoui', cityEn: 'Rabat, Morocco', cityAr: 'الرباط، المغرب', phone: '+212 661 234 567', e164: '+212661234567' },
  { nameEn: 'Hamad Al-Thani', nameAr: 'حمد آل ثاني', handle: 'hamad.althani', cityEn: 'Doha, Qatar', cityAr: 'الدوحة، قطر', phone: '+974 3312 3456', e164: '+97433123456' },
  { nameEn: 'Camille Laurent', nameAr: 'كاميل لوران', handle: 'camille.laurent', cityEn: 'Paris, France', cityAr: 'باريس، فرنسا', phone: '+33 6 12 34 56 78', e164: '+33612345678' },
  { nameEn: 'Rania Saleh', nameAr: 'رانيا صالح', handle: 'rania.saleh', cityEn: 'Muscat, Oman', cityAr: 'مسقط، عُمان', phone: '+968 9123 4567', e164: '+96891234567' },
  { nameEn: 'Tariq Mahmood', nameAr: 'طارق محمود', handle: 'tariq.mahmood', cityEn: 'Karachi, Pakistan', cityAr: 'كراتشي، باكستان', phone: '+92 321 7654321', e164: '+923217654321' },
  { nameEn: 'Daniel Okafor', nameAr: 'دانيال أوكافور', handle: 'daniel.okafor', cityEn: 'Manchester, United Kingdom', cityAr: 'مانشستر، المملكة المتحدة', phone: '+44 7700 900123', e164: '+447700900123' },
  { nameEn: 'Salma Bouazizi', nameAr: 'سلمى بوعزيزي', handle: 'salma.bouazizi', cityEn: 'Tunis, Tunisia', cityAr: 'تونس، تونس', phone: '+216 20 123 456', e164: '+21620123456' },
  { nameEn: 'Yousef Al-Kandari', nameAr: 'يوسف الكندري', handle: 'yousef.kandari', cityEn: 'Kuwait City, Kuwait', cityAr: 'مدينة الكويت، الكويت', phone: '+965 5123 4567', e164: '+96551234567' },
  { nameEn: 'Ana Martins', nameAr: 'آنا مارتينز', handle: 'ana.martins', cityEn: 'Lisbon, Portugal', cityAr: 'لشبونة، البرتغال', phone: '+351 912 345 678', e164: '+351912345678' },
  { nameEn: 'Hassan Jaber', nameAr: 'حسن جابر', handle: 'hassan.jaber', cityEn: 'Manama, Bahrain', cityAr: 'المنامة، البحرين', phone: '+973 3612 3456', e164: '+97336123456' },
  { nameEn: 'Meera Nair', nameAr: 'ميرا ناير', handle: 'meera.nair', cityEn: 'Kochi, India', cityAr: 'كوتشي، الهند', phone: '+91 94470 54321', e164: '+919447054321' },
  { nameEn: 'Jonas Lindqvist', nameAr: 'يوناس ليندكفيست', handle: 'jonas.lindqvist', cityEn: 'Stockholm, Sweden', cityAr: 'ستوكهولم، السويد', phone: '+46 70 123 45 67', e164: '+46701234567' },
  { nameEn: 'Dina Abu-Zeid', nameAr: 'دينا أبو زيد', handle: 'dina.abuzeid', cityEn: 'Ramallah, Palestine', cityAr: 'رام الله، فلسطين', phone: '+970 59 912 3456', e164: '+970599123456' },
  { nameEn: 'Karim Mansour', nameAr: 'كريم منصور', handle: 'karim.mansour', cityEn: 'Abu Dhabi, UAE', cityAr: 'أبوظبي، الإمارات', phone: '+971 56 765 4321', e164: '+971567654321' },
  { nameEn: 'Elena Rossi', nameAr: 'إيلينا روسي', handle: 'elena.rossi', cityEn: 'Milan, Italy', cityAr: 'ميلانو، إيطاليا', phone: '+39 312 345 6789', e164: '+393123456789' },
  { nameEn: 'Bilal Chaudhry', nameAr: 'بلال شودري', handle: 'bilal.chaudhry', cityEn: 'Islamabad, Pakistan', cityAr: 'إسلام آباد، باكستان', phone: '+92 333 5551234', e164: '+923335551234' },
  { nameEn: 'Grace Mensah', nameAr: 'غريس منساه', handle: 'grace.mensah', cityEn: 'Toronto, Canada', cityAr: 'تورنتو، كندا', phone: '+1 416 555 0142', e164: '+14165550142' },
  { nameEn: 'Abdullah Al-Harbi', nameAr: 'عبدالله الحربي', handle: 'abdullah.harbi', cityEn: 'Jeddah, Saudi Arabia', cityAr: 'جدة، السعودية', phone: '+966 50 876 5432', e164: '+966508765432' },
  { nameEn: 'Huda Al-Sayegh', nameAr: 'هدى الصايغ', handle: 'huda.sayegh', cityEn: 'Sharjah, UAE', cityAr: 'الشارقة، الإمارات', phone: '+971 55 987 6543', e164: '+971559876543' },
  { nameEn: 'Samir Boudiaf', nameAr: 'سمير بوضياف', handle: 'samir.boudiaf', cityEn: 'Algiers, Algeria', cityAr: 'الجزائر، الجزائر', phone: '+213 551 23 45 67', e164: '+213551234567' },
  { nameEn: 'Reem Al-Hashimi', nameAr: 'ريم الهاشمي', handle: 'reem.hashimi', cityEn: 'Baghdad, Iraq', cityAr: 'بغداد، العراق', phone: '+964 770 123 4567', e164: '+9647701234567' },
  { nameEn: 'Walid Najjar', nameAr: 'وليد النجار', handle: 'walid.najjar', cityEn: 'Damascus, Syria', cityAr: 'دمشق، سوريا', phone: '+963 944 123 456', e164: '+963944123456' },
  { nameEn: 'Aisha Al-Balushi', nameAr: 'عائشة البلوشي', handle: 'aisha.balushi', cityEn: 'Salalah, Oman', cityAr: 'صلالة، عُمان', phone: '+968 9912 3456', e164: '+96899123456' },
  { nameEn: 'Faisal Al-Shammari', nameAr: 'فيصل الشمري', handle: 'faisal.shammari', cityEn: 'Dammam, Saudi Arabia', cityAr: 'الدمام، السعودية', phone: '+966 54 321 9876', e164: '+966543219876' },
  { nameEn: 'Lina Barakat', nameAr: 'لينا بركات', handle: 'lina.barakat', cityEn: 'Irbid, Jordan', cityAr: 'إربد، الأردن', phone: '+962 77 654 3210', e164: '+962776543210' },
  { nameEn: 'Mohammed Al-Zahrani', nameAr: 'محمد الزهراني', handle: 'mohammed.zahrani', cityEn: 'Mecca, Saudi Arabia', cityAr: 'مكة المكرمة، السعودية', phone: '+966 56 111 2233', e164: '+966561112233' },
  { nameEn: 'Yasmin Farouk', nameAr: 'ياسمين فاروق', handle: 'yasmin.farouk', cityEn: 'Alexandria, Egypt', cityAr: 'الإسكندرية، مصر', phone: '+20 122 345 6789', e164: '+201223456789' },
  { nameEn: 'Ibrahim Al-Rashid', nameAr: 'إبراهيم الراشد', handle: 'ibrahim.rashid', cityEn: 'Kuwait City, Kuwait', cityAr: 'مدينة الكويت، الكويت', phone: '+965 6612 3456', e164: '+96566123456' },
  { nameEn: 'Noura Al-Qahtani', nameAr: 'نورة القحطاني', handle: 'noura.qahtani', cityEn: 'Riyadh, Saudi Arabia', cityAr: 'الرياض، السعودية', phone: '+966 53 456 7890', e164: '+966534567890' },
  { nameEn: 'Ziad Harb', nameAr: 'زياد حرب', handle: 'ziad.harb', cityEn: 'Beirut, Lebanon', cityAr: 'بيروت، لبنان', phone: '+961 71 234 567', e164: '+96171234567' },
  { nameEn: 'Amal Qasem', nameAr: 'أمل قاسم', handle: 'amal.qasem', cityEn: 'Zarqa, Jordan', cityAr: 'الزرقاء، الأردن', phone: '+962 78 555 1234', e164: '+962785551234' },
  { nameEn: 'Sultan Al-Muhairi', nameAr: 'سلطان المهيري', handle: 'sultan.muhairi', cityEn: 'Al Ain, UAE', cityAr: 'العين، الإمارات', phone: '+971 52 333 4455', e164: '+971523334455' },
];

export interface Bilingual {
  en: string;
  ar: string;
}

export interface Track {
  key: string;
  /** Junior to senior. */
  titles: Bilingual[];
  organisations: Bilingual[];
  /** Catalogue names (English) paired with how an Arabic resume writes them. */
  skills: Bilingual[];
  degree: { en: string; ar: string; fieldEn: string; fieldAr: string };
  masters?: { en: string; ar: string; fieldEn: string; fieldAr: string };
  certifications: Array<{ name: Bilingual; issuer: Bilingual; expires: boolean; id: string }>;
  details: Bilingual[];
  awards: Bilingual[];
  summary: Bilingual;
}

const universities: Bilingual[] = [
  { en: 'American University of Sharjah', ar: 'الجامعة الأمريكية في الشارقة' },
  { en: 'University of Jordan', ar: 'الجامعة الأردنية' },
  { en: 'Cairo University', ar: 'جامعة القاهرة' },
  { en: 'King Saud University', ar: 'جامعة الملك سعود' },
  { en: 'Qatar University', ar: 'جامعة قطر' },
  { en: 'University of Manchester', ar: 'جامعة مانشستر' },
  { en: 'Mohammed V University', ar: 'جامعة محمد الخامس' },
  { en: 'Lahore University of Management Sciences', ar: 'جامعة لاهور للعلوم الإدارية' },
  { en: 'American University of Beirut', ar: 'الجامعة الأمريكية في بيروت' },
  { en: 'Technical University of Munich', ar: 'جامعة ميونخ التقنية' },
  { en: 'Sultan Qaboos University', ar: 'جامعة السلطان قابوس' },
  { en: 'Indian Institute of Technology Madras', ar: 'المعهد الهندي للتكنولوجيا مدراس' },
];
export { universities };

export const tracks: Track[] = [
  {
    key: 'software',
    titles: [
      { en: 'Junior Software Engineer', ar: 'مهندس برمجيات مبتدئ' },
      { en: 'Software Engineer', ar: 'مهندس برمجيات' },
      { en: 'Senior Software Engineer', ar: 'مهندس برمجيات أول' },
      { en: 'Engineering Lead', ar: 'قائد فريق هندسي' },
    ],
    organisations: [
      { en: 'Falcon Digital Solutions', ar: 'شركة الصقر للحلول الرقمية' },
      { en: 'Oasis Cloud Technologies', ar: 'شركة الواحة للتقنيات السحابية' },
      { en: 'Meridian Payments LLC', ar: 'شركة ميريديان للمدفوعات' },
      { en: 'Souq Labs', ar: 'مختبرات سوق' },
    ],
    skills: [
      { en: 'TypeScript', ar: 'TypeScript' },
      { en: 'Node.js', ar: 'Node.js' },
      { en: 'React', ar: 'React' },
      { en: 'PostgreSQL', ar: 'قواعد البيانات' },
      { en: 'Docker', ar: 'Docker' },
      { en: 'Amazon Web Services', ar: 'الحوسبة السحابية' },
      { en: 'Git', ar: 'Git' },
    ],
    degree: { en: 'Bachelor of Science', ar: 'بكالوريوس', fieldEn: 'Computer Science', fieldAr: 'علوم الحاسب' },
    masters: { en: 'Master of Science', ar: 'ماجستير', fieldEn: 'Software Engineering', fieldAr: 'هندسة البرمجيات' },
    certifications: [
      { name: { en: 'AWS Certified Solutions Architect – Associate', ar: 'شهادة مهندس حلول AWS المعتمد' }, issuer: { en: 'Amazon Web Services', ar: 'أمازون ويب سيرفيسز' }, expires: true, id: 'AWS-SAA-48213' },
      { name: { en: 'Certified Kubernetes Application Developer', ar: 'مطور تطبيقات Kubernetes المعتمد' }, issuer: { en: 'The Linux Foundation', ar: 'مؤسسة لينكس' }, expires: true, id: 'CKAD-2207-1193' },
    ],
    details: [
      { en: 'Built a payments reconciliation service that processes two million transactions a day', ar: 'بناء خدمة لمطابقة المدفوعات تعالج مليوني عملية يومياً' },
      { en: 'Cut page load time by 40% by moving rendering to the server', ar: 'تقليل زمن تحميل الصفحات بنسبة 40% بنقل العرض إلى الخادم' },
      { en: 'Mentored four junior engineers and ran the weekly code review', ar: 'توجيه أربعة مهندسين مبتدئين وإدارة مراجعة الشيفرة الأسبوعية' },
      { en: 'Introduced automated tests and continuous delivery for twelve services', ar: 'إدخال الاختبارات الآلية والتسليم المستمر لاثنتي عشرة خدمة' },
    ],
    awards: [
      { en: 'Engineering Excellence Award 2022', ar: 'جائزة التميز الهندسي 2022' },
      { en: 'Winner, Dubai Fintech Hackathon 2021', ar: 'الفوز بهاكاثون دبي للتقنية المالية 2021' },
    ],
    summary: {
      en: 'Software engineer with eight years of experience building web platforms for payments and e-commerce.',
      ar: 'مهندس برمجيات بخبرة ثماني سنوات في بناء منصات الويب للمدفوعات والتجارة الإلكترونية.',
    },
  },
  {
    key: 'data',
    titles: [
      { en: 'Data Analyst', ar: 'محلل بيانات' },
      { en: 'Data Scientist', ar: 'عالم بيانات' },
      { en: 'Senior Data Scientist', ar: 'عالم بيانات أول' },
      { en: 'Head of Analytics', ar: 'رئيس قسم التحليلات' },
    ],
    organisations: [
      { en: 'Nile Data Labs', ar: 'مختبرات النيل للبيانات' },
      { en: 'Gulf Horizon Bank', ar: 'بنك الأفق الخليجي' },
      { en: 'Atlas Retail Group', ar: 'مجموعة أطلس للتجزئة' },
      { en: 'Sahara Insights', ar: 'شركة رؤى الصحراء' },
    ],
    skills: [
      { en: 'Python', ar: 'Python' },
      { en: 'SQL', ar: 'SQL' },
      { en: 'Machine Learning', ar: 'تعلم الآلة' },
      { en: 'Tableau', ar: 'Tableau' },
      { en: 'Statistics', ar: 'الإحصاء' },
      { en: 'Data Visualization', ar: 'تصوير البيانات' },
      { en: 'Power BI', ar: 'Power BI' },
    ],
    degree: { en: 'Bachelor of Science', ar: 'بكالوريوس', fieldEn: 'Statistics', fieldAr: 'الإحصاء' },
    masters: { en: 'Master of Science', ar: 'ماجستير', fieldEn: 'Data Science', fieldAr: 'علم البيانات' },
    certifications: [
      { name: { en: 'Google Data Analytics Professional Certificate', ar: 'شهادة جوجل الاحترافية لتحليل البيانات' }, issuer: { en: 'Google', ar: 'جوجل' }, expires: false, id: 'GDA-7731-KX' },
      { name: { en: 'Microsoft Certified: Power BI Data Analyst Associate', ar: 'شهادة مايكروسوفت لمحلل بيانات Power BI' }, issuer: { en: 'Microsoft', ar: 'مايكروسوفت' }, expires: true, id: 'PL300-55120' },
    ],
    details: [
      { en: 'Built a churn model that saved 3.2 million dirhams in the first year', ar: 'بناء نموذج للتنبؤ بتسرب العملاء وفّر 3.2 مليون درهم في السنة الأولى' },
      { en: 'Designed executive dashboards used by forty managers every week', ar: 'تصميم لوحات معلومات تنفيذية يستخدمها أربعون مديراً أسبوعياً' },
      { en: 'Automated monthly reporting, saving three days of work each month', ar: 'أتمتة التقارير الشهرية مما وفّر ثلاثة أيام عمل كل شهر' },
      { en: 'Ran A/B tests for pricing across six markets', ar: 'إجراء اختبارات A/B للتسعير في ستة أسواق' },
    ],
    awards: [
      { en: 'Best Paper Award, Arab Data Science Conference 2020', ar: 'جائزة أفضل ورقة بحثية، المؤتمر العربي لعلم البيانات 2020' },
      { en: 'Employee of the Year 2019', ar: 'موظف العام 2019' },
    ],
    summary: {
      en: 'Data scientist who turns messy business data into models and dashboards that managers use.',
      ar: 'عالمة بيانات تحوّل بيانات الأعمال إلى نماذج ولوحات معلومات يعتمد عليها المديرون.',
    },
  },
  {
    key: 'finance',
    titles: [
      { en: 'Accountant', ar: 'محاسب' },
      { en: 'Senior Accountant', ar: 'محاسب أول' },
      { en: 'Financial Analyst', ar: 'محلل مالي' },
      { en: 'Finance Manager', ar: 'مدير مالي' },
    ],
    organisations: [
      { en: 'Emirates Steel Trading', ar: 'شركة الإمارات لتجارة الحديد' },
      { en: 'Levant Audit Partners', ar: 'شركاء المشرق للتدقيق' },
      { en: 'Red Sea Holdings', ar: 'شركة البحر الأحمر القابضة' },
      { en: 'Crescent Insurance Company', ar: 'شركة الهلال للتأمين' },
    ],
    skills: [
      { en: 'Financial Reporting', ar: 'التقارير المالية' },
      { en: 'IFRS', ar: 'IFRS' },
      { en: 'Budgeting', ar: 'إعداد الموازنات' },
      { en: 'SAP', ar: 'SAP' },
      { en: 'Microsoft Excel', ar: 'Excel' },
      { en: 'Auditing', ar: 'التدقيق' },
    ],
    degree: { en: 'Bachelor of Commerce', ar: 'بكالوريوس', fieldEn: 'Accounting', fieldAr: 'المحاسبة' },
    masters: { en: 'Master of Business Administration', ar: 'ماجستير', fieldEn: 'Finance', fieldAr: 'التمويل' },
    certifications: [
      { name: { en: 'Certified Public Accountant (CPA)', ar: 'محاسب قانوني معتمد (CPA)' }, issuer: { en: 'AICPA', ar: 'المعهد الأمريكي للمحاسبين القانونيين' }, expires: false, id: 'CPA-220917' },
      { name: { en: 'Certified Management Accountant (CMA)', ar: 'محاسب إداري معتمد (CMA)' }, issuer: { en: 'Institute of Management Accountants', ar: 'معهد المحاسبين الإداريين' }, expires: false, id: 'CMA-883104' },
    ],
    details: [
      { en: 'Closed the monthly accounts in five working days instead of ten', ar: 'إقفال الحسابات الشهرية في خمسة أيام عمل بدلاً من عشرة' },
      { en: 'Prepared consolidated statements under IFRS for three subsidiaries', ar: 'إعداد القوائم الموحدة وفق المعايير الدولية لثلاث شركات تابعة' },
      { en: 'Led the annual budget of 120 million riyals', ar: 'قيادة إعداد الموازنة السنوية البالغة 120 مليون ريال' },
    ],
    awards: [
      { en: 'Finance Team Award 2021', ar: 'جائزة الفريق المالي 2021' },
    ],
    summary: {
      en: 'Chartered accountant with experience in audit, reporting and budgeting for listed companies.',
      ar: 'محاسب قانوني بخبرة في التدقيق والتقارير المالية وإعداد الموازنات للشركات المدرجة.',
    },
  },
  {
    key: 'healthcare',
    titles: [
      { en: 'Staff Nurse', ar: 'ممرضة' },
      { en: 'Senior Staff Nurse', ar: 'ممرضة أولى' },
      { en: 'Charge Nurse', ar: 'ممرضة مسؤولة' },
      { en: 'Nurse Manager', ar: 'مديرة التمريض' },
    ],
    organisations: [
      { en: 'Al Noor Specialist Hospital', ar: 'مستشفى النور التخصصي' },
      { en: 'Hamad Medical City', ar: 'مدينة حمد الطبية' },
      { en: 'Royal Care Clinics', ar: 'عيادات الرعاية الملكية' },
      { en: 'Mediclinic Parkview', ar: 'مستشفى ميديكلينيك باركفيو' },
    ],
    skills: [
      { en: 'Patient Care', ar: 'رعاية المرضى' },
      { en: 'Critical Care', ar: 'العناية المركزة' },
      { en: 'Infection Control', ar: 'مكافحة العدوى' },
      { en: 'Electronic Health Records', ar: 'السجلات الصحية الإلكترونية' },
      { en: 'Team Leadership', ar: 'قيادة الفريق' },
    ],
    degree: { en: 'Bachelor of Science in Nursing', ar: 'بكالوريوس', fieldEn: 'Nursing', fieldAr: 'التمريض' },
    certifications: [
      { name: { en: 'Basic Life Support (BLS)', ar: 'دعم الحياة الأساسي (BLS)' }, issuer: { en: 'American Heart Association', ar: 'جمعية القلب الأمريكية' }, expires: true, id: 'BLS-99812' },
      { name: { en: 'Advanced Cardiovascular Life Support (ACLS)', ar: 'دعم الحياة القلبي المتقدم (ACLS)' }, issuer: { en: 'American Heart Association', ar: 'جمعية القلب الأمريكية' }, expires: true, id: 'ACLS-44107' },
    ],
    details: [
      { en: 'Cared for up to six patients a shift in a 24-bed intensive care unit', ar: 'رعاية ما يصل إلى ستة مرضى في المناوبة في وحدة عناية مركزة بأربعة وعشرين سريراً' },
      { en: 'Trained new nurses on infection control procedures', ar: 'تدريب الممرضين الجدد على إجراءات مكافحة العدوى' },
      { en: 'Reduced medication errors by a third with a double-check routine', ar: 'خفض أخطاء الأدوية بمقدار الثلث بإجراء التحقق المزدوج' },
    ],
    awards: [
      { en: 'Nurse of the Year 2020', ar: 'ممرضة العام 2020' },
    ],
    summary: {
      en: 'Registered nurse with ten years in intensive care and a record of training new staff.',
      ar: 'ممرضة مسجلة بخبرة عشر سنوات في العناية المركزة وتدريب الكوادر الجديدة.',
    },
  },
  {
    key: 'marketing',
    titles: [
      { en: 'Marketing Coordinator', ar: 'منسق تسويق' },
      { en: 'Digital Marketing Specialist', ar: 'أخصائي تسويق رقمي' },
      { en: 'Marketing Manager', ar: 'مدير التسويق' },
      { en: 'Head of Growth', ar: 'رئيس قسم النمو' },
    ],
    organisations: [
      { en: 'Bloom Media Agency', ar: 'وكالة بلوم الإعلامية' },
      { en: 'Zayed Consumer Goods', ar: 'شركة زايد للسلع الاستهلاكية' },
      { en: 'Marhaba Travel', ar: 'شركة مرحبا للسفر' },
      { en: 'Qamar Cosmetics', ar: 'شركة قمر لمستحضرات التجميل' },
    ],
    skills: [
      { en: 'Search Engine Optimization', ar: 'تحسين محركات البحث' },
      { en: 'Content Marketing', ar: 'تسويق المحتوى' },
      { en: 'Google Analytics', ar: 'Google Analytics' },
      { en: 'Social Media Marketing', ar: 'التسويق عبر وسائل التواصل الاجتماعي' },
      { en: 'Copywriting', ar: 'كتابة الإعلانات' },
      { en: 'Email Marketing', ar: 'التسويق عبر البريد الإلكتروني' },
    ],
    degree: { en: 'Bachelor of Arts', ar: 'بكالوريوس', fieldEn: 'Marketing', fieldAr: 'التسويق' },
    masters: { en: 'Master of Business Administration', ar: 'ماجستير', fieldEn: 'Marketing', fieldAr: 'إدارة الأعمال' },
    certifications: [
      { name: { en: 'Google Ads Search Certification', ar: 'شهادة إعلانات جوجل للبحث' }, issuer: { en: 'Google', ar: 'جوجل' }, expires: true, id: 'GADS-310552' },
      { name: { en: 'HubSpot Content Marketing Certification', ar: 'شهادة هب سبوت لتسويق المحتوى' }, issuer: { en: 'HubSpot Academy', ar: 'أكاديمية هب سبوت' }, expires: true, id: 'HS-CM-7781' },
    ],
    details: [
      { en: 'Grew organic traffic from 20,000 to 150,000 visits a month', ar: 'زيادة الزيارات العضوية من 20 ألفاً إلى 150 ألف زيارة شهرياً' },
      { en: 'Ran campaigns in Arabic and English across five Gulf markets', ar: 'إدارة حملات باللغتين العربية والإنجليزية في خمسة أسواق خليجية' },
      { en: 'Managed a yearly media budget of two million dollars', ar: 'إدارة ميزانية إعلامية سنوية قدرها مليونا دولار' },
    ],
    awards: [
      { en: 'Effie Award MENA 2022, Bronze', ar: 'جائزة إيفي للشرق الأوسط 2022، برونزية' },
    ],
    summary: {
      en: 'Bilingual marketer who plans and measures campaigns that grow brands across the Gulf.',
      ar: 'مسوّق ثنائي اللغة يخطط للحملات ويقيس نتائجها لتنمية العلامات التجارية في الخليج.',
    },
  },
  {
    key: 'civil',
    titles: [
      { en: 'Site Engineer', ar: 'مهندس موقع' },
      { en: 'Civil Engineer', ar: 'مهندس مدني' },
      { en: 'Project Engineer', ar: 'مهندس مشاريع' },
      { en: 'Project Manager', ar: 'مدير مشاريع' },
    ],
    organisations: [
      { en: 'Arabian Construction Company', ar: 'الشركة العربية للمقاولات' },
      { en: 'Dar Al Bina Contracting', ar: 'دار البناء للمقاولات' },
      { en: 'Tabuk Infrastructure Authority', ar: 'هيئة تبوك للبنية التحتية' },
      { en: 'Nakheel Engineering Consultants', ar: 'نخيل للاستشارات الهندسية' },
    ],
    skills: [
      { en: 'AutoCAD', ar: 'AutoCAD' },
      { en: 'Project Management', ar: 'إدارة المشاريع' },
      { en: 'Primavera P6', ar: 'Primavera P6' },
      { en: 'Structural Analysis', ar: 'التحليل الإنشائي' },
      { en: 'Cost Estimation', ar: 'تقدير التكاليف' },
      { en: 'Quality Control', ar: 'ضبط الجودة' },
    ],
    degree: { en: 'Bachelor of Engineering', ar: 'بكالوريوس', fieldEn: 'Civil Engineering', fieldAr: 'الهندسة المدنية' },
    masters: { en: 'Master of Engineering', ar: 'ماجستير', fieldEn: 'Construction Management', fieldAr: 'إدارة التشييد' },
    certifications: [
      { name: { en: 'Project Management Professional (PMP)', ar: 'محترف إدارة المشاريع (PMP)' }, issuer: { en: 'Project Management Institute', ar: 'معهد إدارة المشاريع' }, expires: true, id: 'PMP-3318842' },
      { name: { en: 'LEED Green Associate', ar: 'LEED Green Associate' }, issuer: { en: 'U.S. Green Building Council', ar: 'المجلس الأمريكي للأبنية الخضراء' }, expires: true, id: 'LEED-GA-10293' },
    ],
    details: [
      { en: 'Supervised the structure of a 32-storey residential tower', ar: 'الإشراف على الهيكل الإنشائي لبرج سكني من 32 طابقاً' },
      { en: 'Delivered a 14 km road project two months ahead of schedule', ar: 'تسليم مشروع طريق بطول 14 كم قبل موعده بشهرين' },
      { en: 'Coordinated eight subcontractors and weekly safety audits', ar: 'تنسيق أعمال ثمانية مقاولين من الباطن وتدقيقات السلامة الأسبوعية' },
    ],
    awards: [
      { en: 'Safety Champion Award 2019', ar: 'جائزة بطل السلامة 2019' },
    ],
    summary: {
      en: 'Civil engineer who has delivered towers, roads and bridges on time and on budget.',
      ar: 'مهندس مدني نفّذ أبراجاً وطرقاً وجسوراً في موعدها وضمن الميزانية.',
    },
  },
  {
    key: 'hr',
    titles: [
      { en: 'HR Assistant', ar: 'مساعد موارد بشرية' },
      { en: 'HR Specialist', ar: 'أخصائي موارد بشرية' },
      { en: 'HR Business Partner', ar: 'شريك أعمال الموارد البشرية' },
      { en: 'HR Manager', ar: 'مدير الموارد البشرية' },
    ],
    organisations: [
      { en: 'Majid Retail Holdings', ar: 'مجموعة ماجد للتجزئة' },
      { en: 'Saudi Logistics Services', ar: 'الشركة السعودية للخدمات اللوجستية' },
      { en: 'Pearl Hospitality Group', ar: 'مجموعة اللؤلؤة للضيافة' },
      { en: 'Barakah Energy', ar: 'شركة بركة للطاقة' },
    ],
    skills: [
      { en: 'Recruitment', ar: 'التوظيف' },
      { en: 'Employee Relations', ar: 'علاقات الموظفين' },
      { en: 'Payroll', ar: 'الرواتب' },
      { en: 'Talent Management', ar: 'إدارة المواهب' },
      { en: 'Labour Law', ar: 'قانون العمل' },
    ],
    degree: { en: 'Bachelor of Business Administration', ar: 'بكالوريوس', fieldEn: 'Human Resource Management', fieldAr: 'إدارة الموارد البشرية' },
    certifications: [
      { name: { en: 'SHRM Certified Professional (SHRM-CP)', ar: 'أخصائي معتمد من SHRM' }, issuer: { en: 'Society for Human Resource Management', ar: 'جمعية إدارة الموارد البشرية' }, expires: true, id: 'SHRM-CP-55671' },
    ],
    details: [
      { en: 'Hired 300 staff for the opening of twelve stores', ar: 'توظيف 300 موظف لافتتاح اثني عشر متجراً' },
      { en: 'Moved payroll for 2,000 employees to a new system without a missed payment', ar: 'نقل رواتب ألفي موظف إلى نظام جديد دون أي تأخير' },
      { en: 'Cut staff turnover from 28% to 17% in two years', ar: 'خفض معدل دوران الموظفين من 28% إلى 17% خلال عامين' },
    ],
    awards: [
      { en: 'HR Excellence Award 2023', ar: 'جائزة التميز في الموارد البشرية 2023' },
    ],
    summary: {
      en: 'People partner for retail and logistics businesses, from hiring to payroll and policy.',
      ar: 'شريك للموارد البشرية في قطاعي التجزئة واللوجستيات من التوظيف إلى الرواتب والسياسات.',
    },
  },
  {
    key: 'design',
    titles: [
      { en: 'Graphic Designer', ar: 'مصمم جرافيك' },
      { en: 'UX Designer', ar: 'مصمم تجربة المستخدم' },
      { en: 'Senior Product Designer', ar: 'مصمم منتجات أول' },
      { en: 'Design Lead', ar: 'قائد فريق التصميم' },
    ],
    organisations: [
      { en: 'Canvas Creative Studio', ar: 'استوديو كانفاس الإبداعي' },
      { en: 'Talabat Express', ar: 'طلبات إكسبرس' },
      { en: 'Noon Digital', ar: 'نون الرقمية' },
      { en: 'Anghami Studios', ar: 'استوديوهات أنغامي' },
    ],
    skills: [
      { en: 'Figma', ar: 'Figma' },
      { en: 'User Research', ar: 'أبحاث المستخدمين' },
      { en: 'Adobe Photoshop', ar: 'Adobe Photoshop' },
      { en: 'Prototyping', ar: 'النماذج الأولية' },
      { en: 'Design Systems', ar: 'أنظمة التصميم' },
    ],
    degree: { en: 'Bachelor of Fine Arts', ar: 'بكالوريوس', fieldEn: 'Graphic Design', fieldAr: 'التصميم الجرافيكي' },
    certifications: [
      { name: { en: 'Google UX Design Certificate', ar: 'شهادة جوجل لتصميم تجربة المستخدم' }, issuer: { en: 'Google', ar: 'جوجل' }, expires: false, id: 'GUX-66120' },
    ],
    details: [
      { en: 'Redesigned the checkout flow and raised conversion by 12%', ar: 'إعادة تصميم مسار الدفع ورفع نسبة التحويل 12%' },
      { en: 'Built the company design system used by six product teams', ar: 'بناء نظام التصميم الذي تستخدمه ستة فرق منتجات' },
      { en: 'Ran usability tests with users in Riyadh, Cairo and Dubai', ar: 'إجراء اختبارات قابلية الاستخدام مع مستخدمين في الرياض والقاهرة ودبي' },
    ],
    awards: [
      { en: 'Red Dot Design Award 2021', ar: 'جائزة ريد دوت للتصميم 2021' },
    ],
    summary: {
      en: 'Product designer who brings research and right-to-left design into consumer apps.',
      ar: 'مصمم منتجات يجمع بين أبحاث المستخدمين وتصميم الواجهات من اليمين إلى اليسار.',
    },
  },
  {
    key: 'teaching',
    titles: [
      { en: 'Mathematics Teacher', ar: 'معلم رياضيات' },
      { en: 'Senior Mathematics Teacher', ar: 'معلم رياضيات أول' },
      { en: 'Head of Mathematics Department', ar: 'رئيس قسم الرياضيات' },
      { en: 'Vice Principal', ar: 'وكيل المدرسة' },
    ],
    organisations: [
      { en: 'Al Khaleej National School', ar: 'مدرسة الخليج الوطنية' },
      { en: 'Amman Baccalaureate School', ar: 'مدرسة عمّان للبكالوريا' },
      { en: 'GEMS Wellington Academy', ar: 'أكاديمية جيمس ولينغتون' },
      { en: 'Ministry of Education', ar: 'وزارة التربية والتعليم' },
    ],
    skills: [
      { en: 'Curriculum Development', ar: 'تطوير المناهج' },
      { en: 'Classroom Management', ar: 'إدارة الصف' },
      { en: 'Lesson Planning', ar: 'تخطيط الدروس' },
      { en: 'Educational Technology', ar: 'تقنيات التعليم' },
      { en: 'Student Assessment', ar: 'تقييم الطلاب' },
    ],
    degree: { en: 'Bachelor of Science', ar: 'بكالوريوس', fieldEn: 'Mathematics', fieldAr: 'الرياضيات' },
    masters: { en: 'Master of Education', ar: 'ماجستير', fieldEn: 'Educational Leadership', fieldAr: 'القيادة التربوية' },
    certifications: [
      { name: { en: 'Cambridge Certificate in Teaching Mathematics', ar: 'شهادة كامبريدج لتدريس الرياضيات' }, issuer: { en: 'Cambridge Assessment International Education', ar: 'كامبريدج للتقييم الدولي' }, expires: false, id: 'CAM-TM-20931' },
    ],
    details: [
      { en: 'Raised the pass rate in IGCSE mathematics from 71% to 92%', ar: 'رفع نسبة النجاح في رياضيات IGCSE من 71% إلى 92%' },
      { en: 'Wrote the grade 10 algebra curriculum for four schools', ar: 'كتابة منهج الجبر للصف العاشر لأربع مدارس' },
      { en: 'Coached the national mathematics olympiad team', ar: 'تدريب فريق أولمبياد الرياضيات الوطني' },
    ],
    awards: [
      { en: 'Khalifa Award for Education 2020', ar: 'جائزة خليفة التربوية 2020' },
    ],
    summary: {
      en: 'Mathematics teacher and department head who helps students and teachers do their best work.',
      ar: 'معلم رياضيات ورئيس قسم يساعد الطلاب والمعلمين على تقديم أفضل ما لديهم.',
    },
  },
  {
    key: 'logistics',
    titles: [
      { en: 'Logistics Coordinator', ar: 'منسق لوجستي' },
      { en: 'Supply Chain Analyst', ar: 'محلل سلسلة الإمداد' },
      { en: 'Operations Manager', ar: 'مدير العمليات' },
      { en: 'Supply Chain Director', ar: 'مدير سلسلة الإمداد' },
    ],
    organisations: [
      { en: 'Jebel Ali Freight Services', ar: 'شركة جبل علي للشحن' },
      { en: 'Aramex Regional Hub', ar: 'مركز أرامكس الإقليمي' },
      { en: 'Al Futtaim Distribution', ar: 'الفطيم للتوزيع' },
      { en: 'Suez Canal Logistics', ar: 'قناة السويس للخدمات اللوجستية' },
    ],
    skills: [
      { en: 'Inventory Management', ar: 'إدارة المخزون' },
      { en: 'Supply Chain Management', ar: 'إدارة سلسلة الإمداد' },
      { en: 'Procurement', ar: 'المشتريات' },
      { en: 'Microsoft Excel', ar: 'Excel' },
      { en: 'Warehouse Operations', ar: 'عمليات المستودعات' },
    ],
    degree: { en: 'Bachelor of Science', ar: 'بكالوريوس', fieldEn: 'Industrial Engineering', fieldAr: 'الهندسة الصناعية' },
    certifications: [
      { name: { en: 'Certified Supply Chain Professional (CSCP)', ar: 'محترف سلسلة الإمداد المعتمد (CSCP)' }, issuer: { en: 'ASCM', ar: 'جمعية إدارة سلسلة الإمداد' }, expires: true, id: 'CSCP-240118' },
    ],
    details: [
      { en: 'Cut warehouse picking errors by 60% with barcode scanning', ar: 'خفض أخطاء التجهيز في المستودع بنسبة 60% باستخدام الباركود' },
      { en: 'Negotiated freight contracts that saved 8% a year', ar: 'التفاوض على عقود الشحن بما وفّر 8% سنوياً' },
      { en: 'Ran daily operations for a fleet of 45 trucks', ar: 'إدارة العمليات اليومية لأسطول من 45 شاحنة' },
    ],
    awards: [
      { en: 'Operations Excellence Award 2022', ar: 'جائزة التميز التشغيلي 2022' },
    ],
    summary: {
      en: 'Supply chain professional with experience in freight, warehousing and distribution.',
      ar: 'متخصص في سلسلة الإمداد بخبرة في الشحن والتخزين والتوزيع.',
    },
  },
];

export const languageNames: Record<string, Bilingual> = {
  arabic: { en: 'Arabic', ar: 'العربية' },
  english: { en: 'English', ar: 'الإنجليزية' },
  french: { en: 'French', ar: 'الفرنسية' },
  hindi: { en: 'Hindi', ar: 'الهندية' },
  urdu: { en: 'Urdu', ar: 'الأردية' },
  german: { en: 'German', ar: 'الألمانية' },
  spanish: { en: 'Spanish', ar: 'الإسبانية' },
};
