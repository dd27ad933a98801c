/**
 * The finishing pass over the generated API document, so that it describes the API as a client
 * sees it and passes an OpenAPI linter: the session cookie as the security scheme and, per
 * operation, whether it needs one; an `operationId` and a summary on every operation (Better
 * Auth's own paths miss some); OpenAPI 3.1 types where Better Auth writes 3.0's `nullable`.
 */

type Json = Record<string, unknown>;
type Operation = Json & {
  operationId?: string;
  summary?: string;
  description?: string;
  responses?: Json;
  security?: unknown;
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** The cookie Better Auth keeps the session in (`__Secure-` prefixed over HTTPS). */
export const SESSION_SECURITY = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description:
      'The session cookie set by sign-in (`__Secure-better-auth.session_token` over HTTPS).',
  },
} as const;

/** Better Auth's paths that act on the caller's session; its others are public. */
const AUTH_PATHS_WITH_SESSION = new Set(['/api/auth/sign-out']);

const isRecord = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `{ type: 'string', nullable: true }` (OpenAPI 3.0) → `{ type: ['string', 'null'] }` (3.1), all the way down. */
const withoutNullable = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutNullable);
  if (!isRecord(value)) return value;
  const { nullable, ...rest } = value;
  const schema = Object.fromEntries(
    Object.entries(rest).map(([key, inner]) => [key, withoutNullable(inner)]),
  );
  if (nullable !== true) return schema;
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.type))
    return { ...schema, type: [...new Set([...(schema.type as unknown[]), 'null'])] };
  return { anyOf: [schema, { type: 'null' }] };
};

/** `/api/auth/phone-number/send-otp` → `authPhoneNumberSendOtp` (an operation named by its path). */
const operationIdOf = (method: string, path: string) => {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/{}-]+/)
    .filter(Boolean);
  const name = words
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
  return method === 'get' || method === 'post'
    ? name
    : `${method}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
};

/** An operation needs the session when it can answer 401 (no signed-in session). */
const securityOf = (path: string, operation: Operation) => {
  const needsSession = path.startsWith('/api/auth/')
    ? AUTH_PATHS_WITH_SESSION.has(path)
    : Boolean(operation.responses?.['401']);
  return needsSession ? [{ session: [] }] : [];
};

/** Every `$ref` in a value. */
const refsIn = (value: unknown, into: Set<string>): Set<string> => {
  if (Array.isArray(value)) for (const inner of value) refsIn(inner, into);
  else if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') into.add(inner);
      else refsIn(inner, into);
    }
  }
  return into;
};

/** The component schemas something refers to (Better Auth adds its tables' shapes, which no path uses). */
const usedSchemas = (schemas: Json, paths: Json): Json => {
  let used = refsIn(paths, new Set());
  for (;;) {
    const kept = Object.fromEntries(
      Object.entries(schemas).filter(([name]) => used.has(`#/components/schemas/${name}`)),
    );
    const next = refsIn(kept, new Set(used));
    if (next.size === used.size) return kept;
    used = next;
  }
};

export const completeDocument = <D extends Json & { paths?: Json; components?: Json }>(
  document: D,
): D => {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => {
      const operations = Object.entries(isRecord(item) ? item : {}).map(([method, value]) => {
        if (!METHODS.has(method) || !isRecord(value)) return [method, value];
        const operation = withoutNullable(value) as Operation;
        const operationId = operation.operationId ?? operationIdOf(method, path);
        return [
          method,
          {
            ...operation,
            operationId,
            summary: operation.summary ?? operation.description ?? operationId,
            security: securityOf(path, operation),
          },
        ];
      });
      return [path, Object.fromEntries(operations)];
    }),
  );
  const components = withoutNullable(document.components ?? {}) as Json;
  return {
    ...document,
    servers: [{ url: '/', description: 'The server that serves this document' }],
    paths,
    components: {
      ...components,
      schemas: usedSchemas(isRecord(components.schemas) ? components.schemas : {}, paths),
      securitySchemes: SESSION_SECURITY,
    },
  };
};
