import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/**
 * Routes declare zod schemas (from src/shared) for params, query, body and response.
 * Validation failures become 400 VALIDATION_FAILED in the error handler; the response schema
 * strips any column that is not part of the API shape.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error) };
  };
};

export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  return (data) => JSON.stringify(schema.parse(data));
};

export class RequestValidationError extends Error {
  readonly issues: { path: string; message: string }[];
  constructor(error: z.ZodError) {
    const issues = error.issues.map((i) => ({
      path: i.path.map(String).join('.'),
      message: i.message,
    }));
    super(issues.map((i) => `${i.path || '(root)'}: ${i.message}`).join('; '));
    this.issues = issues;
  }
}
