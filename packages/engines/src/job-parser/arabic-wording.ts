/**
 * How Arabic postings commonly word catalogue skills whose Arabic name is a formal translation that postings
 * rarely write ("الإنتاج النباتي" where a farm post says "إدارة المحاصيل", "دعم أجهزة المستخدمين" where an IT
 * post says "الدعم الفني للمستخدمين"). Each wording is of two words or more and is matched like a catalogue
 * alias, by light stems with a word's gap allowed (arabic-skills.ts). It belongs in the catalogue's Arabic
 * aliases; it lives here until the catalogue takes it, so the parser can be measured with it now
 * (decision 0081). Wordings that name a narrower skill when followed by more words ("إدارة فريق المطبخ" is
 * kitchen management) or that labels read two ways ("تركيب اللوحات") are left out.
 */
export const ARABIC_SKILL_WORDING: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  // Agriculture
  ['skill:crop-production', ['إدارة المحاصيل', 'إنتاج المحاصيل', 'زراعة المحاصيل', 'الإنتاج الزراعي']],
  ['skill:irrigation-management', ['أنظمة الري', 'شبكات الري', 'جدولة الري', 'الري المحوري']],
  ['skill:integrated-pest-management', ['مكافحة الآفات', 'مكافحة الآفات الزراعية', 'المكافحة المتكاملة']],
  ['skill:pesticide-application', ['استخدام المبيدات', 'رش المبيدات الزراعية', 'تطبيق المبيدات']],
  ['skill:fertiliser-management', ['برامج التسميد', 'برنامج التسميد', 'إدارة التسميد', 'جدولة التسميد']],
  ['skill:soil-testing', ['تحليل التربة', 'فحص التربة', 'تحاليل التربة']],
  ['skill:greenhouse-management', ['البيوت المحمية', 'الزراعة المحمية', 'البيوت البلاستيكية']],
  // Design and marketing
  ['skill:visual-identity-design', ['الهوية البصرية', 'الهويات البصرية', 'هوية بصرية', 'تصميم الهويات']],
  ['skill:print-design', ['تصميم المطبوعات', 'المطبوعات الدعائية', 'التصاميم المطبوعة']],
  ['skill:motion-graphics', ['موشن جرافيك', 'موشن جرافيكس', 'الرسوم المتحركة']],
  ['skill:typography', ['الخطوط العربية', 'فن الخط', 'الخطوط والطباعة']],
  ['skill:digital-marketing', ['الحملات الإعلانية الرقمية', 'الحملات الرقمية', 'التسويق عبر الإنترنت']],
  ['skill:snapchat-marketing', ['إعلانات سناب شات', 'حملات سناب شات', 'سناب شات']],
  ['skill:google-ads', ['إعلانات قوقل', 'إعلانات جوجل المدفوعة', 'حملات جوجل']],
  // Technology
  ['skill:ios-development', ['تطبيقات آيفون', 'تطبيقات الآيفون', 'تطبيقات أبل']],
  ['skill:android-development', ['تطبيقات أندرويد', 'تطبيقات الأندرويد', 'تطبيقات اندرويد']],
  ['skill:desktop-support', ['الدعم الفني لأجهزة', 'دعم الأجهزة المكتبية']],
  ['skill:microsoft-365-administration', ['إدارة مايكروسوفت', 'إدارة أوفيس', 'حسابات أوفيس']],
  ['skill:vulnerability-management', ['معالجة الثغرات', 'فحص الثغرات', 'الثغرات الأمنية']],
  ['skill:incident-response', ['الاستجابة للحوادث', 'الحوادث الأمنية', 'التعامل مع الحوادث الأمنية']],
  ['skill:firewall-management', ['جدران الحماية', 'الجدران النارية', 'جدار الحماية']],
  ['skill:learning-management-systems', ['نظام إدارة التعلم', 'منصات التعليم الإلكتروني', 'منصات التعلم الإلكتروني']],
  // Health
  ['skill:specimen-collection', ['جمع العينات المخبرية', 'أخذ العينات', 'استلام العينات']],
  ['skill:haematology', ['أمراض الدم', 'تحاليل الدم']],
  ['skill:rehabilitation', ['إعادة التأهيل', 'برامج التأهيل', 'التأهيل الحركي']],
  ['skill:exercise-prescription', ['التمارين العلاجية', 'برامج التمارين العلاجية']],
  ['skill:emergency-nursing', ['تمريض الطوارئ', 'التمريض في الطوارئ', 'تمريض قسم الطوارئ']],
  ['skill:critical-care-nursing', ['تمريض العناية المركزة', 'التمريض في العناية المركزة', 'تمريض العناية الحرجة']],
  ['skill:intravenous-therapy', ['المحاليل الوريدية', 'الحقن الوريدي', 'الحقن الوريدية']],
  // Hospitality
  ['skill:latte-art', ['لاتيه آرت', 'رسم اللاتيه', 'الرسم على اللاتيه']],
  ['skill:cashiering', ['نظام الكاشير', 'العمل على الكاشير']],
  ['skill:guest-check-in-and-check-out', ['إجراءات الدخول والخروج', 'إجراءات الوصول والمغادرة']],
  // Construction and trades
  ['skill:hvac-installation', ['تركيب التكييف', 'تركيب المكيفات', 'تركيب أنظمة التكييف المركزي']],
  ['skill:hvac-design', ['تصميم أنظمة التكييف', 'تصميم التكييف', 'تصميم أنظمة التهوية']],
  ['skill:total-station-surveying', ['المحطة الشاملة', 'جهاز التوتال ستيشن', 'توتال ستيشن']],
  ['skill:gnss-surveying', ['نظام تحديد المواقع', 'تحديد المواقع العالمي', 'الرفع بالأقمار']],
  ['skill:automotive-electrical-systems', ['كهرباء السيارات', 'كهرباء المركبات', 'الأنظمة الكهربائية للمركبات']],
  ['skill:vehicle-diagnostics', ['فحص أعطال السيارات', 'تشخيص أعطال السيارات', 'أجهزة الفحص', 'كمبيوتر الفحص']],
  // The singular of the catalogue's own "السلامة في المواقع".
  ['skill:construction-safety', ['السلامة في الموقع', 'اشتراطات السلامة في الموقع', 'سلامة الموقع']],
  // Driving, in the words Gulf and Levantine posts use ("سواقة", "تريلا").
  ['skill:vehicle-inspection', ['فحص المركبة', 'فحص الشاحنة', 'الكشف على الشاحنة', 'الكشف اليومي على الشاحنة', 'الكشف على المركبة', 'الفحص اليومي للمركبة']],
  ['skill:heavy-goods-vehicle-driving', ['قيادة التريلا', 'سواقة تريلا', 'سواقة التريلا', 'قيادة الشاحنة الثقيلة', 'قيادة الشاحنات الكبيرة']],
  ['skill:heavy-vehicle-driving-licence', ['رخصة سواقة ثقيلة', 'رخصة سياقة ثقيلة']],
  ['skill:light-vehicle-driving-licence', ['رخصة سواقة', 'رخصة سياقة', 'رخصة سواقة سارية']],
  ['skill:safety-inspections', ['جولات تفتيش', 'جولات السلامة', 'التفتيش على السلامة', 'الجولات التفتيشية']],
  ['skill:emergency-response-planning', ['خطط الطوارئ', 'خطط الاستجابة للطوارئ', 'خطة الطوارئ']],
  // Business, law and people
  ['skill:policy-development', ['إعداد السياسات', 'تطوير السياسات', 'إعداد السياسات والإجراءات', 'صياغة السياسات والإجراءات']],
  ['skill:case-management', ['إدارة الحالة', 'متابعة الحالات', 'دراسة الحالات']],
  ['skill:contract-review', ['مراجعة وصياغة العقود', 'دراسة العقود']],
  ['skill:legal-advisory', ['تقديم الاستشارات القانونية', 'المشورة القانونية', 'الرأي القانوني']],
  ['skill:litigation', ['الترافع أمام المحاكم', 'القضايا أمام المحاكم', 'متابعة القضايا']],
  ['skill:people-management', ['إدارة فريق العمل', 'قيادة فريق العمل']],
  ['skill:scope-management', ['نطاق المشروع', 'نطاق العمل']],
  ['skill:competency-based-interviewing', ['المقابلات السلوكية', 'المقابلات المبنية على الجدارات']],
  ['skill:live-chat-support', ['المحادثة المباشرة', 'الدردشة المباشرة', 'الشات المباشر']],
  ['skill:telephone-etiquette', ['المكالمات الهاتفية', 'الرد على مكالمات العملاء', 'آداب الرد']],
  ['skill:know-your-customer', ['اعرف عميلك', 'التحقق من هوية العملاء']],
]);
