import type { ErrorCode, ErrorParams, FieldIssue } from '#shared/errors.ts';

/**
 * Why a repository said no: a shared code, wording only when it says more than the code's message,
 * and the particulars a page words the refusal from (docs/decisions/170).
 */
export interface Refusal {
  code: ErrorCode;
  message?: string;
  issues?: FieldIssue[];
  params?: ErrorParams;
}

/** What a repository answers when the caller may be refused: the data, or a typed refusal. */
export type Result<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function refuse<T = never>(
  code: ErrorCode,
  message?: string,
  issues?: FieldIssue[],
  params?: ErrorParams,
): Result<T> {
  return {
    ok: false,
    refusal: {
      code,
      ...(message ? { message } : {}),
      ...(issues ? { issues } : {}),
      ...(params ? { params } : {}),
    },
  };
}

/** Thrown inside a transaction so that it rolls back; `runRefusable` turns it back into a Result. */
export class Refused extends Error {
  readonly refusal: Refusal;
  constructor(code: ErrorCode, message?: string, issues?: FieldIssue[], params?: ErrorParams) {
    super(message ?? code);
    this.refusal = {
      code,
      ...(message ? { message } : {}),
      ...(issues ? { issues } : {}),
      ...(params ? { params } : {}),
    };
  }
}

/** Runs work that may throw `Refused` (typically a transaction) and answers a Result. */
export async function runRefusable<T>(work: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await work());
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}
