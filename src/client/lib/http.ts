import type { z } from 'zod';
import { type ErrorCode, type ErrorParams, type FieldIssue, isApiErrorBody } from '#shared/errors.ts';

/** An API answer that was not a success, with the server's stable code and the refusal's particulars. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly issues: FieldIssue[];
  readonly params: ErrorParams | undefined;
  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    issues: FieldIssue[] = [],
    params?: ErrorParams,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.params = params;
  }
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/** The server rendering a page answers the page's queries itself, without a network round trip. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** fetch for our JSON API: sends cookies, parses the error shape, validates the answer. */
export async function apiFetch<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const isForm = body instanceof FormData;
  const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json' } };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    init.body = isForm ? body : JSON.stringify(body);
    if (!isForm) init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  const response = await transport(path, init);
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    if (isApiErrorBody(data)) {
      const { code, message, issues, params } = data.error;
      throw new ApiError(response.status, code, message, issues, params);
    }
    throw new ApiError(response.status, 'HTTP_ERROR', `Request failed with status ${response.status}`);
  }
  return schema ? schema.parse(data) : (data as T);
}
