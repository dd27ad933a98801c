// The login form's schema on its own, for `import()`: the form fetches it, and zod with it, on
// first focus (`useDeferredSchemaForm`). Importing `@patili/domain/auth` itself there would not
// split, since other auth code imports that module statically.
export { loginInputSchema } from '@patili/domain/auth';
