import type { EditProfileRequest } from '@masar/shared/profile';

interface DemoProfile {
  edits: EditProfileRequest;
  availability: string[];
  social_links: Record<string, string>;
}

/** Full profiles for the demo candidates, so that a first start already shows matches (issue #4). */
export const DEMO_PROFILES: Record<string, DemoProfile> = {
  'sara@masar.demo': {
    availability: ['online', 'on_site'],
    social_links: { linkedin: 'https://www.linkedin.com/in/sara-alotaibi-demo' },
    edits: {
      personal_details: { name: 'Sara Al-Otaibi', email: 'sara@masar.demo', phone: '+966550000002', location: 'Riyadh, Saudi Arabia', links: [] },
      summary: 'Data engineer with six years of building data pipelines and analytics for banks and e-commerce.',
      work_history: [
        { job_title: 'Senior Data Engineer', organization: 'Riyadh Digital Bank', start: '2022-03', end: null, currently_working: true, details: 'Leads a team of four engineers building the bank’s streaming data platform.' },
        { job_title: 'Data Analyst', organization: 'Souq Arabia', start: '2019-01', end: '2022-02', currently_working: false, details: 'Built sales dashboards and forecasting models.' },
      ],
      education: [{ degree_title: 'Bachelor of Computer Science', institution: 'King Saud University', field: 'Computer Science', start: '2014-09', end: '2018-06', expected_end: null }],
      certifications: [{ name: 'AWS Certified Data Engineer', issuer: 'Amazon Web Services', issue_date: '2023-05', expiry_date: '2026-05', no_expiry: false, credential_id: null }],
      skills: ['Python', 'SQL', 'Apache Spark', 'Data Analysis', 'Machine Learning', 'Statistics', 'Data Visualization', 'Amazon Web Services', 'ETL', 'Communication'],
      languages: [{ name: 'Arabic', level: 'Native' }, { name: 'English', level: 'C1' }],
    },
  },
  'daniel@masar.demo': {
    availability: ['on_site'],
    social_links: {},
    edits: {
      personal_details: { name: 'Daniel Mensah', email: 'daniel@masar.demo', phone: '+966550000003', location: 'Jeddah, Saudi Arabia', links: [] },
      summary: 'Registered nurse with eight years in emergency and intensive care.',
      work_history: [
        { job_title: 'Registered Nurse', organization: 'King Fahd Hospital', start: '2019-06', end: null, currently_working: true, details: 'Emergency department; triage and patient education.' },
        { job_title: 'Staff Nurse', organization: 'Korle Bu Teaching Hospital', start: '2016-01', end: '2019-05', currently_working: false, details: 'Intensive care unit.' },
      ],
      education: [{ degree_title: 'Bachelor of Science in Nursing', institution: 'University of Ghana', field: 'Nursing', start: '2011-09', end: '2015-07', expected_end: null }],
      certifications: [{ name: 'Basic Life Support (BLS)', issuer: 'American Heart Association', issue_date: '2024-02', expiry_date: '2026-02', no_expiry: false, credential_id: null }],
      skills: ['Patient Care', 'Wound Care', 'Triage', 'Basic Life Support', 'Medication Administration', 'Patient Education', 'Infection Control', 'Teamwork'],
      languages: [{ name: 'English', level: 'Native' }, { name: 'Arabic', level: 'A2' }],
    },
  },
};
