import type { NextFunction, Request, Response } from 'express';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { badRequest } from '../lib/errors';

type Where = 'body' | 'query' | 'params';

/** Turns yup's errors into `{ path: first message }`, keeping the schema's own texts. */
export function fieldsOf(err: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  const list = err.inner.length ? err.inner : [err];
  for (const e of list) {
    const key = e.path || '_';
    if (!(key in fields)) fields[key] = e.message;
  }
  return fields;
}

function asBadRequest(err: ValidationError) {
  const fields = fieldsOf(err);
  return badRequest(err.errors[0] ?? Object.values(fields)[0] ?? 'Invalid input', fields);
}

/** Runs a shared yup schema; the cast value replaces req.body or lands in res.locals.query/params. */
export function validate(schema: AnyObjectSchema, where: Where = 'body') {
  return async (req: Request, res: Response, next: NextFunction) => {
    const input = (where === 'body' ? req.body : where === 'query' ? req.query : req.params) ?? {};
    try {
      const value = await schema.validate(input, { abortEarly: false, stripUnknown: true });
      if (where === 'body') req.body = value;
      else res.locals[where] = value;
      next();
    } catch (err) {
      if (err instanceof ValidationError) return next(asBadRequest(err));
      next(err);
    }
  };
}
