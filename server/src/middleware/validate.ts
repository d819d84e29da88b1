import type { NextFunction, Request, Response } from 'express';
import { INPUT_MSG, hasBadCharacter, inspectInput, type InputProblem } from '@delv/shared';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { badRequest } from '../lib/errors';
import { described } from './describe';

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

const refused = (problem: InputProblem) => badRequest(problem.message, { [problem.field]: problem.message });

const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The input boundary every API request passes (app.ts mounts it right after the JSON parser):
 * the path, the query string and a JSON body are inspected (shared inspectInput: NUL and broken
 * surrogates, reserved field names, depth and size) before any route, schema or SQL sees them.
 * Multipart text fields arrive later (multer) and are inspected by validate() below.
 */
export function inputBoundary(req: Request, _res: Response, next: NextFunction) {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    // A broken %-escape: as good as a broken character.
    return next(refused({ field: 'path', message: INPUT_MSG.badCharacter('The address') }));
  }
  if (hasBadCharacter(path)) return next(refused({ field: 'path', message: INPUT_MSG.badCharacter('The address') }));
  const problem = inspectInput(req.query) ?? (req.body === undefined ? null : inspectInput(req.body));
  if (problem) return next(refused(problem));
  if (req.body !== undefined && req.is('application/json') && !isObject(req.body)) {
    return next(refused({ field: '_', message: INPUT_MSG.notAnObject }));
  }
  next();
}

/** Runs a shared yup schema; the cast value replaces req.body or lands in res.locals.query/params.
 * The input is inspected first (multipart fields have not passed inputBoundary). */
export function validate(schema: AnyObjectSchema, where: Where = 'body') {
  return described(
    async (req: Request, res: Response, next: NextFunction) => {
      const input = (where === 'body' ? req.body : where === 'query' ? req.query : req.params) ?? {};
      const problem = inspectInput(input);
      if (problem) return next(refused(problem));
      if (!isObject(input)) return next(refused({ field: '_', message: INPUT_MSG.notAnObject }));
      try {
        const value = await schema.validate(input, { abortEarly: false, stripUnknown: true });
        if (where === 'body') req.body = value;
        else res.locals[where] = value;
        next();
      } catch (err) {
        if (err instanceof ValidationError) return next(asBadRequest(err));
        next(err);
      }
    },
    { input: { where, schema } },
  );
}
