import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

/** The shared yup schemas (@delv/shared/validation, with yup: about 13 KB gzipped). */
export type Schemas = typeof import('@delv/shared/validation');

let loading: Promise<Schemas> | null = null;

/** The schemas, downloaded the first time a form validates or submits, not with the page. */
export function loadSchemas(): Promise<Schemas> {
  loading ??= import('@delv/shared/validation').catch((err: unknown) => {
    loading = null; // offline: the next try fetches again
    throw err;
  });
  return loading;
}

/**
 * Formik's `validate` for a shared schema, as `validationSchema` would (same casting of empty
 * fields, same per-field messages), but the schema is loaded on first use: a page with a form
 * shows without yup. If the schemas cannot be fetched (offline, the chunk never cached) the form
 * is not blocked: the server checks the same schema and answers with the same messages.
 * `also` adds a form's own checks (a file's type), which win over the schema's, as Formik's
 * `validate` does beside `validationSchema`.
 */
export function lazySchema<V extends FormikValues>(
  pick: (schemas: Schemas) => Schema,
  also?: (values: V) => FormikErrors<V>,
): (values: V) => Promise<FormikErrors<V>> {
  return async (values) => ({ ...(await schemaErrors(values, pick)), ...also?.(values) });
}

async function schemaErrors<V extends FormikValues>(values: V, pick: (schemas: Schemas) => Schema): Promise<FormikErrors<V>> {
  let schema: Schema;
  try {
    schema = pick(await loadSchemas());
  } catch {
    return {};
  }
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (err) {
    if ((err as { name?: string }).name === 'ValidationError') return yupToFormErrors(err) as FormikErrors<V>;
    throw err;
  }
}
