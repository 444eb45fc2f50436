import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../column-types.js';

/** A checked roster row waiting to be written (docs/employees.md). */
export type RosterRow = {
  row: number;
  email: string;
  first_name: string;
  last_name: string | null;
  phone_number: string | null;
  status: number;
  locale: 'en-IN' | 'hi-IN' | null;
};
export type RosterRowError = { row: number; field: string; code: string; message: string };

export type RosterImportsTable = {
  id: string;
  company_id: number;
  admin_id: number | null;
  file_name: string;
  status: Generated<string>;
  total_rows: number;
  done_rows: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  rows: Json<RosterRow[]>;
  errors: Json<RosterRowError[]>;
  error: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
};

export type EmployeeTables = {
  roster_imports: RosterImportsTable;
};
