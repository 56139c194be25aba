import type { Db } from '../client.ts';
import { employeeMatchRuns, employees } from '../schema/employees.ts';

/**
 * The demo employers' own employees (decisions 0047, 0048), so the talent manager's area and the recruiter's
 * employees page are not empty: staff of Nakheel Digital whose titles and skills sit near its published jobs
 * (ready for some, a skill or two short of others), two of them in Arabic, and two nurses at Riyadh Care
 * Hospital. Imported employees, as a CSV import would store them; none has an account.
 */
interface DemoEmployee {
  employer: string;
  name: string;
  email: string;
  title: string;
  skills: string[];
}

export const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  { employer: 'Nakheel Digital', name: 'Reem Al-Saud', email: 'reem.alsaud@nakheel.demo', title: 'Data Analyst', skills: ['skill:sql', 'skill:power-bi', 'skill:data-visualisation', 'skill:microsoft-excel'] },
  { employer: 'Nakheel Digital', name: 'Tariq Nasser', email: 'tariq.nasser@nakheel.demo', title: 'Data Engineer', skills: ['skill:python', 'skill:sql', 'skill:apache-spark', 'skill:etl-development', 'skill:apache-airflow'] },
  { employer: 'Nakheel Digital', name: 'نورة القحطاني', email: 'noura.alqahtani@nakheel.demo', title: 'محللة بيانات', skills: ['skill:python', 'skill:statistics', 'skill:sql'] },
  { employer: 'Nakheel Digital', name: 'Yousef Karim', email: 'yousef.karim@nakheel.demo', title: 'Software Developer', skills: ['skill:typescript', 'skill:node-js', 'skill:docker'] },
  { employer: 'Nakheel Digital', name: 'Lina Haddad', email: 'lina.haddad@nakheel.demo', title: 'Graphic Designer', skills: ['skill:adobe-photoshop', 'skill:graphic-design', 'skill:social-media-marketing'] },
  { employer: 'Nakheel Digital', name: 'Ahmed Saleh', email: 'ahmed.saleh@nakheel.demo', title: 'Network Administrator', skills: ['skill:network-security', 'skill:python'] },
  { employer: 'Nakheel Digital', name: 'Mariam Yousef', email: 'mariam.yousef@nakheel.demo', title: 'Marketing Coordinator', skills: ['skill:content-writing', 'skill:social-media-marketing'] },
  { employer: 'Nakheel Digital', name: 'عمر الشمري', email: 'omar.alshammari@nakheel.demo', title: 'مطور برمجيات', skills: ['skill:javascript', 'skill:postgresql', 'skill:node-js'] },
  { employer: 'Riyadh Care Hospital', name: 'Fatima Al-Zahrani', email: 'fatima.alzahrani@riyadhcare.demo', title: 'Staff Nurse', skills: ['skill:patient-care', 'skill:medication-administration', 'skill:basic-life-support'] },
  { employer: 'Riyadh Care Hospital', name: 'Grace Owusu', email: 'grace.owusu@riyadhcare.demo', title: 'Registered Nurse', skills: ['skill:patient-care', 'skill:triage'] },
];

/** Writes the demo employees; their employers were just re-created, so earlier demo employees went with them. */
export async function seedDemoEmployees(tx: Db, companyIds: ReadonlyMap<string, string>): Promise<void> {
  await tx.insert(employees).values(
    DEMO_EMPLOYEES.map((employee) => ({
      company_id: companyIds.get(employee.employer)!,
      name: employee.name,
      email: employee.email,
      title: employee.title,
      skill_ids: employee.skills,
      source: 'import' as const,
    })),
  );
  // Asked for, not computed: the sweep queued at start computes their matches (decision 0048).
  const employers = new Set(DEMO_EMPLOYEES.map((employee) => companyIds.get(employee.employer)!));
  await tx.insert(employeeMatchRuns).values([...employers].map((company_id) => ({ company_id })));
}
