import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees } from '../../db/schema/employees.ts';

export type EmployeeRow = typeof employees.$inferSelect;
export type NewEmployeeRow = typeof employees.$inferInsert;

/** A company's employees by name; a talent manager's views read them all at once (decision 0047 caps a company's size). */
export async function listCompanyEmployees(db: Db, companyId: string): Promise<EmployeeRow[]> {
  return db
    .select()
    .from(employees)
    .where(eq(employees.company_id, companyId))
    .orderBy(asc(employees.name), asc(employees.id));
}

export async function findCompanyEmployee(db: Db, companyId: string, id: string): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.company_id, companyId), eq(employees.id, id)));
  return row;
}

export async function findCompanyEmployeeByEmail(
  db: Db,
  companyId: string,
  email: string,
): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.company_id, companyId), eq(employees.email, email)));
  return row;
}

/** Which of these addresses are already the company's employees. */
export async function findExistingEmails(db: Db, companyId: string, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: employees.email })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), inArray(employees.email, [...emails])));
  return new Set(rows.map((row) => row.email));
}

export async function insertEmployees(db: Db, rows: readonly NewEmployeeRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(employees)
    .values([...rows])
    .returning({ id: employees.id });
  return inserted.length;
}

/** An invited employee: a new row, or the existing one at that address (an imported employee invited later). */
export async function upsertInvitedEmployee(db: Db, row: NewEmployeeRow): Promise<EmployeeRow> {
  const [saved] = await db
    .insert(employees)
    .values(row)
    .onConflictDoUpdate({
      target: [employees.company_id, employees.email],
      set: { name: sql`case when ${employees.name} = '' then excluded.name else ${employees.name} end` },
    })
    .returning();
  return saved!;
}

/** Links the account of someone who accepted an employee invitation to their employee row. */
export async function linkEmployeeAccount(db: Db, companyId: string, email: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(employees)
    .set({ user_id: userId })
    .where(
      and(eq(employees.company_id, companyId), eq(employees.email, email.toLowerCase()), isNull(employees.user_id)),
    )
    .returning({ id: employees.id });
  return rows.length === 1;
}

export async function companyHasEmployees(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.company_id, companyId)).limit(1);
  return row !== undefined;
}

export async function countCompanyEmployees(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(employees).where(eq(employees.company_id, companyId));
  return Number(row?.n ?? 0);
}
