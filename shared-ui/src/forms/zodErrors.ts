import { setIn, type FormikErrors } from 'formik';

/** The part of a zod schema this needs (so shared-ui does not depend on zod itself). */
export interface SafeParseSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/**
 * Formik errors from a contract schema, so a form shows exactly the messages the API would
 * answer with (the first message for each field).
 */
export function formikErrorsFromSchema<Values>(schema: SafeParseSchema, values: unknown): FormikErrors<Values> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  let errors: FormikErrors<Values> = {};
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!path || seen.has(path)) continue;
    seen.add(path);
    errors = setIn(errors, path, issue.message) as FormikErrors<Values>;
  }
  return errors;
}
