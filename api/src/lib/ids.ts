import { randomUUID } from 'node:crypto';

/** A new primary key: application-made text, the same on SQLite and PostgreSQL. */
export function newId(): string {
  return randomUUID();
}
