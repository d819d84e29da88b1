import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';
import type { MessageMapName } from '@delv/shared';
import { loadCatalogues } from '../i18n/catalogues';
import { getLanguage } from '../i18n/language';

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

/** A form's own checks (a file's type), which win over the schema's, as Formik's `validate` does beside `validationSchema`. */
type Also<V> = (values: V) => FormikErrors<V>;

/**
 * Formik's `validate` for a shared schema, as `validationSchema` would (same casting of empty
 * fields, same per-field messages), but the schema is loaded on first use: a page with a form
 * shows without yup. If the schemas cannot be fetched (offline, the chunk never cached) the form
 * is not blocked: the server checks the same schema and answers with the same messages.
 * `also` adds a form's own checks; `messages` names the maps of shared messages (beyond MSG, which
 * the shell has) that the schema's errors are texts of: their words in the person's language come
 * with the schema, so the form's page does not fetch them before anything is checked.
 */
export function lazySchema<V extends FormikValues>(
  pick: (schemas: Schemas) => Schema,
  options?: Also<V> | { also?: Also<V>; messages?: Exclude<MessageMapName, 'MSG'>[] },
): (values: V) => Promise<FormikErrors<V>> {
  const { also, messages = [] } = typeof options === 'function' ? { also: options } : (options ?? {});
  return async (values) => {
    const [errors] = await Promise.all([
      schemaErrors(values, pick),
      // Not there (offline): the errors show in English, as the server's would.
      loadCatalogues(
        messages.map((map) => `messages.${map}`),
        getLanguage(),
      ).catch(() => undefined),
    ]);
    return { ...errors, ...also?.(values) };
  };
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
