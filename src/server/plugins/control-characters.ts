import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '#server/http-error.ts';
import type { FieldIssue } from '#shared/errors.ts';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter, MULTI_LINE_FIELDS } from '#shared/plain-text.ts';

const MAX_DEPTH = 32;

/**
 * Every string a request carries (JSON body, query, path parameters), at any depth: the first
 * one holding a C0 control character or DEL, named by its path, or null. Tabs and line breaks are
 * allowed only in the multi-line fields.
 */
export function findControlCharacter(value: unknown, path: string, key = '', depth = 0): string | null {
  if (typeof value === 'string') {
    return hasControlCharacter(value, MULTI_LINE_FIELDS.has(key)) ? path : null;
  }
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  if (ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, `${path}.${index}`, key, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [name, item] of Object.entries(value)) {
    // A control character in a field's name is refused as well: names end up in messages too.
    if (hasControlCharacter(name)) return path;
    const found = findControlCharacter(item, `${path}.${name}`, name, depth + 1);
    if (found) return found;
  }
  return null;
}

export function controlCharacterError(path: string): HttpError {
  const issues: FieldIssue[] = [{ path, message: CONTROL_CHARACTER_MESSAGE }];
  // The message is the one the admin form already shows; the issue names the field.
  return new HttpError(400, 'VALIDATION_FAILED', CONTROL_CHARACTER_MESSAGE, issues);
}

/**
 * Refuses a request whose text holds a control character, before any route builds a key, a query
 * or a row from it: PostgreSQL refuses NUL in text (a 500), SQLite stores it, and a line break in
 * a one-line value forges lines in what the owner reads (docs/decisions/150).
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const found =
      findControlCharacter(request.params, 'params') ??
      findControlCharacter(request.query, 'querystring') ??
      findControlCharacter(request.body, 'body');
    if (found) throw controlCharacterError(found);
  });
}
