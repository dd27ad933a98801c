/**
 * The part of `/api/openapi.json` the fuzzer reads: every operation with its path, query and body
 * shapes. The document is the contract, so a route added to a router is fuzzed without a change
 * here.
 */

/** The subset of JSON Schema the app's document uses (zod's output plus Better Auth's). */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

type ParameterObject = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type OperationObject = {
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type Parameter = { name: string; required: boolean; schema: JsonSchema };

export type Operation = {
  /** `POST /api/pets/{petId}`: the key failures are grouped by. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path template, `{name}` for each parameter. */
  template: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The declared body, if any: its media type and schema (JSON or multipart). */
  body: {
    mediaType: 'application/json' | 'multipart/form-data';
    schema: JsonSchema;
    required: boolean;
  } | null;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Follows a local `$ref` (`#/components/schemas/Name`); other schemas come back as they are. */
export const resolveSchema = (schema: JsonSchema, document: OpenApiDocument): JsonSchema => {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return document.components?.schemas?.[name] ?? {};
};

const paramsOf = (operation: OperationObject, location: 'path' | 'query'): Parameter[] =>
  (operation.parameters ?? [])
    .filter((parameter) => parameter.in === location)
    .map((parameter) => ({
      name: parameter.name,
      required: parameter.required === true,
      schema: parameter.schema ?? { type: 'string' },
    }));

/** Every operation of the document, in document order. */
export const listOperations = (document: OpenApiDocument): Operation[] => {
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const content = operation.requestBody?.content ?? {};
      const mediaType = content['multipart/form-data']
        ? 'multipart/form-data'
        : content['application/json']
          ? 'application/json'
          : null;
      const schema = mediaType ? content[mediaType]?.schema : undefined;
      operations.push({
        key: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase() as Operation['method'],
        template,
        pathParams: paramsOf(operation, 'path'),
        queryParams: paramsOf(operation, 'query'),
        body: mediaType
          ? {
              mediaType,
              schema: resolveSchema(schema ?? {}, document),
              required: operation.requestBody?.required === true,
            }
          : null,
      });
    }
  }
  return operations;
};
