/**
 * Reading an employee CSV file (decision 0047): a header row naming name, email, title and skills (any
 * order, any case, in English or Arabic), then one employee a line; skills separated by ";" or "|" and resolved to catalogue
 * skills by the catalogue's index (names and aliases, English and Arabic). Every problem is reported by its
 * line, as a spreadsheet numbers lines (the header is line 1), so the person fixes them all in one go.
 */
import { parse } from 'csv-parse/sync';
import { loadSkillIndex } from '@masar/catalog/catalogue';
import { normaliseArabic } from '@masar/engines/search/arabic-normalise';
import { emailSchema } from '@masar/shared/fields';
import {
  EMPLOYEE_CSV_COLUMNS,
  EMPLOYEE_CSV_HEADER_NAMES,
  EMPLOYEE_IMPORT_MAX_ROWS,
  EMPLOYEE_NAME_MAX_LENGTH,
  EMPLOYEE_SKILL_SEPARATORS,
  EMPLOYEE_TITLE_MAX_LENGTH,
} from '@masar/shared/employees';
import type { MessageKey, MessageParams } from '@masar/shared/messages';
import { AppError } from '../../lib/app-error.ts';

type Column = (typeof EMPLOYEE_CSV_COLUMNS)[number];

export interface EmployeeFromCsv {
  line: number;
  name: string;
  email: string;
  title: string;
  skillIds: string[];
}

/** A problem before translation: the service renders the message in the caller's language. */
export interface CsvProblem {
  line: number;
  column: Column | 'row';
  key: MessageKey;
  params?: MessageParams;
}

export interface EmployeeCsv {
  rows: EmployeeFromCsv[];
  problems: CsvProblem[];
}

/** The file as records, each with the line it starts on; a file that is not CSV at all is refused whole. */
function readRecords(text: string): Array<{ line: number; cells: string[] }> {
  try {
    const records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as Array<{
      record: string[];
      info: { lines: number };
    }>;
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? (error as { lines: number }).lines : 1;
    throw new AppError('VALIDATION_ERROR', 'employees.csvUnreadable', { line });
  }
}

/** A header cell as it is compared: no case, spaces, hyphens or underscores, Arabic variants folded. */
const headerKey = (cell: string) => normaliseArabic(cell.toLowerCase()).replace(/[\s\-_]+/g, '');

const COLUMN_OF_HEADER = new Map<string, Column>(
  EMPLOYEE_CSV_COLUMNS.flatMap((column) =>
    EMPLOYEE_CSV_HEADER_NAMES[column].map((name) => [headerKey(name), column] as const),
  ),
);

/** Where each column is in the header row (named in English or Arabic); every column must be there. */
function headerColumns(cells: readonly string[]): Record<Column, number> {
  const columns = cells.map((cell) => COLUMN_OF_HEADER.get(headerKey(cell)));
  const positions = Object.fromEntries(
    EMPLOYEE_CSV_COLUMNS.map((column) => [column, columns.indexOf(column)]),
  ) as Record<Column, number>;
  if (Object.values(positions).some((position) => position < 0))
    throw new AppError('VALIDATION_ERROR', 'employees.missingHeader');
  return positions;
}

/** The catalogue's skill ids for a cell's names, and the names the catalogue does not know. */
function resolveSkills(cell: string): { ids: string[]; unknown: string[] } {
  const index = loadSkillIndex();
  const ids = new Set<string>();
  const unknown: string[] = [];
  for (const name of cell
    .split(EMPLOYEE_SKILL_SEPARATORS)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const skill = index.find(name);
    if (skill) ids.add(skill.id);
    else unknown.push(name);
  }
  return { ids: [...ids], unknown };
}

/**
 * The file's employees and every problem in it. Problems of one row do not hide those of another; an
 * e-mail seen twice is reported on its second line, naming the first.
 */
export function readEmployeeCsv(text: string): EmployeeCsv {
  const records = readRecords(text);
  const [header, ...body] = records;
  if (!header) throw new AppError('VALIDATION_ERROR', 'employees.noRows');
  const at = headerColumns(header.cells);
  if (body.length === 0) throw new AppError('VALIDATION_ERROR', 'employees.noRows');
  if (body.length > EMPLOYEE_IMPORT_MAX_ROWS)
    throw new AppError('VALIDATION_ERROR', 'employees.tooManyRows', { max: EMPLOYEE_IMPORT_MAX_ROWS });

  const rows: EmployeeFromCsv[] = [];
  const problems: CsvProblem[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of body) {
    const problem = (column: CsvProblem['column'], key: MessageKey, params?: MessageParams) =>
      problems.push({ line, column, key, ...(params ? { params } : {}) });
    if (cells.length !== header.cells.length) {
      problem('row', 'employees.wrongColumns', { found: cells.length, expected: header.cells.length });
      continue;
    }
    const cell = (column: Column) => cells[at[column]] ?? '';
    const name = cell('name');
    const title = cell('title');
    if (name === '') problem('name', 'employees.nameMissing');
    else if (name.length > EMPLOYEE_NAME_MAX_LENGTH)
      problem('name', 'employees.fieldTooLong', { max: EMPLOYEE_NAME_MAX_LENGTH });
    if (title.length > EMPLOYEE_TITLE_MAX_LENGTH)
      problem('title', 'employees.fieldTooLong', { max: EMPLOYEE_TITLE_MAX_LENGTH });

    const email = emailSchema.safeParse(cell('email'));
    if (!email.success) problem('email', 'employees.emailInvalid');
    else if (firstLineOf.has(email.data))
      problem('email', 'employees.emailDuplicateInFile', { line: firstLineOf.get(email.data)! });
    else firstLineOf.set(email.data, line);

    const skills = resolveSkills(cell('skills'));
    for (const unknown of skills.unknown) problem('skills', 'employees.unknownSkill', { skill: unknown });

    if (email.success) rows.push({ line, name, email: email.data, title, skillIds: skills.ids });
  }
  return { rows, problems };
}
