/**
 * Jest's `expect.any(String)` for a field of an expected body. Jest types its asymmetric matchers
 * as `any`; this one is `unknown`, so the type-checked lint can follow the object it sits in.
 */
export function anyOf(type: StringConstructor | NumberConstructor): unknown {
  return expect.any(type);
}
