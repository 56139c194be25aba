import type { Sector } from '../../src/sectors.ts';

/** Industries for GET sectors/ and for tagging skills and occupations. Ids are stable: never rename one. */
export const SECTORS: Sector[] = [
  {
    id: 'technology',
    name: { en: 'Information Technology and Telecommunications', ar: 'تقنية المعلومات والاتصالات' },
    isic_sections: ['J'],
  },
  { id: 'engineering', name: { en: 'Engineering', ar: 'الهندسة' }, isic_sections: ['M'] },
  {
    id: 'energy',
    name: { en: 'Energy, Oil and Gas, and Utilities', ar: 'الطاقة والنفط والغاز والمرافق' },
    isic_sections: ['B', 'D', 'E'],
  },
  {
    id: 'healthcare',
    name: { en: 'Healthcare and Life Sciences', ar: 'الرعاية الصحية وعلوم الحياة' },
    isic_sections: ['Q'],
  },
  {
    id: 'finance',
    name: { en: 'Banking, Finance and Insurance', ar: 'البنوك والتمويل والتأمين' },
    isic_sections: ['K'],
  },
  {
    id: 'government',
    name: { en: 'Government and Public Administration', ar: 'القطاع الحكومي والإدارة العامة' },
    isic_sections: ['O'],
  },
  { id: 'legal', name: { en: 'Legal Services', ar: 'الخدمات القانونية' }, isic_sections: ['M'] },
  { id: 'education', name: { en: 'Education and Training', ar: 'التعليم والتدريب' }, isic_sections: ['P'] },
  {
    id: 'hospitality',
    name: { en: 'Hospitality, Tourism and Food Services', ar: 'الضيافة والسياحة وخدمات الطعام' },
    isic_sections: ['I', 'R'],
  },
  { id: 'retail', name: { en: 'Retail and Wholesale Trade', ar: 'تجارة التجزئة والجملة' }, isic_sections: ['G'] },
  {
    id: 'logistics',
    name: { en: 'Transport, Logistics and Supply Chain', ar: 'النقل والخدمات اللوجستية وسلاسل الإمداد' },
    isic_sections: ['H'],
  },
  {
    id: 'construction',
    name: { en: 'Construction and Real Estate', ar: 'البناء والتشييد والعقارات' },
    isic_sections: ['F', 'L'],
  },
  {
    id: 'media',
    name: { en: 'Media, Marketing and Creative Industries', ar: 'الإعلام والتسويق والصناعات الإبداعية' },
    isic_sections: ['J', 'M', 'R'],
  },
  { id: 'manufacturing', name: { en: 'Manufacturing and Industry', ar: 'التصنيع والصناعة' }, isic_sections: ['C'] },
  {
    id: 'business',
    name: { en: 'Business, Management and Human Resources', ar: 'الأعمال والإدارة والموارد البشرية' },
    isic_sections: ['M', 'N'],
  },
  {
    id: 'agriculture',
    name: { en: 'Agriculture, Food and Environment', ar: 'الزراعة والغذاء والبيئة' },
    isic_sections: ['A'],
  },
  {
    id: 'security',
    name: { en: 'Security and Safety Services', ar: 'خدمات الأمن والسلامة' },
    isic_sections: ['N', 'O'],
  },
];

/** Skills that belong to no one industry (soft skills, languages) carry this sector id. It is not listed in GET sectors/. */
export const CROSS_SECTOR = 'cross-sector';
