/**
 * The built-in list of countries and cities for company locations (issue #3): the countries Masar's
 * employers hire in most, each with its main cities in English and Arabic. Country names come from
 * `Intl.DisplayNames` in the person's language; codes are ISO 3166-1 alpha-2.
 */
export interface City {
  en: string;
  ar: string;
}

export const CITIES_BY_COUNTRY: Record<string, readonly City[]> = {
  SA: [
    { en: 'Riyadh', ar: 'الرياض' },
    { en: 'Jeddah', ar: 'جدة' },
    { en: 'Mecca', ar: 'مكة المكرمة' },
    { en: 'Medina', ar: 'المدينة المنورة' },
    { en: 'Dammam', ar: 'الدمام' },
    { en: 'Khobar', ar: 'الخبر' },
    { en: 'Dhahran', ar: 'الظهران' },
    { en: 'Jubail', ar: 'الجبيل' },
    { en: 'Yanbu', ar: 'ينبع' },
    { en: 'Tabuk', ar: 'تبوك' },
    { en: 'Abha', ar: 'أبها' },
    { en: 'Hail', ar: 'حائل' },
    { en: 'Buraydah', ar: 'بريدة' },
    { en: 'Taif', ar: 'الطائف' },
    { en: 'Jazan', ar: 'جازان' },
    { en: 'Najran', ar: 'نجران' },
    { en: 'NEOM', ar: 'نيوم' },
  ],
  AE: [
    { en: 'Dubai', ar: 'دبي' },
    { en: 'Abu Dhabi', ar: 'أبوظبي' },
    { en: 'Sharjah', ar: 'الشارقة' },
    { en: 'Ajman', ar: 'عجمان' },
    { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
    { en: 'Fujairah', ar: 'الفجيرة' },
    { en: 'Umm Al Quwain', ar: 'أم القيوين' },
    { en: 'Al Ain', ar: 'العين' },
  ],
  QA: [
    { en: 'Doha', ar: 'الدوحة' },
    { en: 'Al Rayyan', ar: 'الريان' },
    { en: 'Al Wakrah', ar: 'الوكرة' },
    { en: 'Lusail', ar: 'لوسيل' },
  ],
  KW: [
    { en: 'Kuwait City', ar: 'مدينة الكويت' },
    { en: 'Hawalli', ar: 'حولي' },
    { en: 'Al Ahmadi', ar: 'الأحمدي' },
    { en: 'Al Jahra', ar: 'الجهراء' },
  ],
  BH: [
    { en: 'Manama', ar: 'المنامة' },
    { en: 'Muharraq', ar: 'المحرق' },
    { en: 'Riffa', ar: 'الرفاع' },
  ],
  OM: [
    { en: 'Muscat', ar: 'مسقط' },
    { en: 'Salalah', ar: 'صلالة' },
    { en: 'Sohar', ar: 'صحار' },
    { en: 'Nizwa', ar: 'نزوى' },
    { en: 'Duqm', ar: 'الدقم' },
  ],
  EG: [
    { en: 'Cairo', ar: 'القاهرة' },
    { en: 'Alexandria', ar: 'الإسكندرية' },
    { en: 'Giza', ar: 'الجيزة' },
    { en: 'New Administrative Capital', ar: 'العاصمة الإدارية الجديدة' },
    { en: 'Port Said', ar: 'بورسعيد' },
    { en: 'Mansoura', ar: 'المنصورة' },
  ],
  JO: [
    { en: 'Amman', ar: 'عمّان' },
    { en: 'Irbid', ar: 'إربد' },
    { en: 'Zarqa', ar: 'الزرقاء' },
    { en: 'Aqaba', ar: 'العقبة' },
  ],
  LB: [
    { en: 'Beirut', ar: 'بيروت' },
    { en: 'Tripoli', ar: 'طرابلس' },
    { en: 'Sidon', ar: 'صيدا' },
  ],
  IQ: [
    { en: 'Baghdad', ar: 'بغداد' },
    { en: 'Basra', ar: 'البصرة' },
    { en: 'Erbil', ar: 'أربيل' },
    { en: 'Mosul', ar: 'الموصل' },
  ],
  MA: [
    { en: 'Casablanca', ar: 'الدار البيضاء' },
    { en: 'Rabat', ar: 'الرباط' },
    { en: 'Marrakesh', ar: 'مراكش' },
    { en: 'Tangier', ar: 'طنجة' },
    { en: 'Fez', ar: 'فاس' },
  ],
  TN: [
    { en: 'Tunis', ar: 'تونس' },
    { en: 'Sfax', ar: 'صفاقس' },
    { en: 'Sousse', ar: 'سوسة' },
  ],
  DZ: [
    { en: 'Algiers', ar: 'الجزائر' },
    { en: 'Oran', ar: 'وهران' },
    { en: 'Constantine', ar: 'قسنطينة' },
  ],
  PK: [
    { en: 'Karachi', ar: 'كراتشي' },
    { en: 'Lahore', ar: 'لاهور' },
    { en: 'Islamabad', ar: 'إسلام آباد' },
  ],
  IN: [
    { en: 'Mumbai', ar: 'مومباي' },
    { en: 'Bengaluru', ar: 'بنغالور' },
    { en: 'New Delhi', ar: 'نيودلهي' },
    { en: 'Hyderabad', ar: 'حيدر آباد' },
    { en: 'Chennai', ar: 'تشيناي' },
  ],
  TR: [
    { en: 'Istanbul', ar: 'إسطنبول' },
    { en: 'Ankara', ar: 'أنقرة' },
    { en: 'Izmir', ar: 'إزمير' },
  ],
  GB: [
    { en: 'London', ar: 'لندن' },
    { en: 'Manchester', ar: 'مانشستر' },
    { en: 'Birmingham', ar: 'برمنغهام' },
    { en: 'Edinburgh', ar: 'إدنبرة' },
  ],
  US: [
    { en: 'New York', ar: 'نيويورك' },
    { en: 'San Francisco', ar: 'سان فرانسيسكو' },
    { en: 'Houston', ar: 'هيوستن' },
    { en: 'Washington, D.C.', ar: 'واشنطن العاصمة' },
    { en: 'Seattle', ar: 'سياتل' },
  ],
  DE: [
    { en: 'Berlin', ar: 'برلين' },
    { en: 'Munich', ar: 'ميونخ' },
    { en: 'Frankfurt', ar: 'فرانكفورت' },
  ],
  FR: [
    { en: 'Paris', ar: 'باريس' },
    { en: 'Lyon', ar: 'ليون' },
  ],
  SG: [{ en: 'Singapore', ar: 'سنغافورة' }],
};

export const COUNTRY_CODES = Object.keys(CITIES_BY_COUNTRY);

export function isKnownCity(country: string, city: string): boolean {
  return (CITIES_BY_COUNTRY[country] ?? []).some((known) => known.en === city);
}
