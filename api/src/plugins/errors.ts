// The ABP error envelope for every API answer that is not a success: validation
// 400s naming the fields, 401/403/404/409 from the handlers, and a generic 500 that never
// shows internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ValidationError {
  message: string;
  members: string[];
}

export interface ErrorEnvelope {
  error: { code: string; message: string; details?: string; validationErrors?: ValidationError[] };
}

export class ApiError extends Error {
  /** Whole seconds a refused caller should wait (429): sent as the Retry-After header. */
  retryAfter?: number;
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly validationErrors?: ValidationError[],
    readonly details?: string,
  ) {
    super(message);
  }
}

export const notFound = (code: string, message: string) => new ApiError(404, code, message);
export const forbidden = (message = 'U heeft geen toegang tot deze gegevens.') => new ApiError(403, 'Forbidden', message);
export const unauthorized = (message = 'U bent niet ingelogd.') => new ApiError(401, 'Unauthorized', message);
/** A 429 that tells the caller, in Retry-After, when to try again. */
export const tooMany = (code: string, message: string, retryAfterSeconds: number) =>
  Object.assign(new ApiError(429, code, message), { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });
export const invalid = (member: string, message: string) => new ApiError(400, 'Validation', message, [{ message, members: [member] }], message);

/** The top message of a validation 400: the one problem itself, or a summary of several. */
const INVALID_REQUEST = 'Uw aanvraag is niet geldig.';

export const MAX_RESULT_COUNT_MESSAGE = 'MaxResultCount can not be more than 1000!';

interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * Input is never echoed in full: a field name or value quoted in an answer is cut to a short
 * excerpt, and no message of an answer is longer than MAX_MESSAGE_LENGTH.
 */
export const MAX_ECHO_LENGTH = 100;
export const MAX_MESSAGE_LENGTH = 500;
export const excerpt = (text: string, max = MAX_ECHO_LENGTH) => (text.length > max ? `${text.slice(0, max)}…` : text);

function member(e: AjvError, context: string): string {
  return excerpt(fullMember(e, context));
}

function fullMember(e: AjvError, context: string): string {
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (e.keyword === 'required' && typeof e.params.missingProperty === 'string') {
    return path ? `${path}.${e.params.missingProperty}` : e.params.missingProperty;
  }
  if (e.keyword === 'additionalProperties' && typeof e.params.additionalProperty === 'string') {
    return path ? `${path}.${e.params.additionalProperty}` : e.params.additionalProperty;
  }
  // A problem with the whole body or querystring (not an object, say) names that part.
  return path || context;
}

const TYPE_NAMES: Record<string, string> = {
  integer: 'een geheel getal',
  number: 'een getal',
  string: 'tekst',
  boolean: 'true of false',
  array: 'een lijst',
  object: 'een object',
  null: 'leeg',
};

/** The Dutch message of one schema violation (the user may see it). */
function messageOf(e: AjvError, m: string): string {
  const limit = e.params.limit as number | string | undefined;
  switch (e.keyword) {
    case 'required':
      return `Het veld ${m} is verplicht.`;
    case 'maxLength':
      return `Maximale lengte van ${limit} tekens overschreden`;
    case 'minLength':
      return limit === 1 ? `Het veld ${m} is verplicht.` : `Het veld ${m} moet minstens ${limit} tekens lang zijn.`;
    case 'minimum':
      return `Het veld ${m} moet minstens ${limit} zijn.`;
    case 'exclusiveMinimum':
      return `Het veld ${m} moet groter zijn dan ${limit}.`;
    case 'maximum':
      return `Het veld ${m} mag hoogstens ${limit} zijn.`;
    case 'exclusiveMaximum':
      return `Het veld ${m} moet kleiner zijn dan ${limit}.`;
    case 'multipleOf':
      return `Het veld ${m} moet een veelvoud van ${String(e.params.multipleOf)} zijn.`;
    case 'type': {
      const types = String(e.params.type).split(',').map((t) => TYPE_NAMES[t] ?? t);
      return `Het veld ${m} moet ${types.join(' of ')} zijn.`;
    }
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return `Het veld ${m} heeft geen toegestane waarde.`;
    case 'format':
    case 'pattern':
      return `Het veld ${m} heeft niet de juiste vorm.`;
    case 'additionalProperties':
      return `Het veld ${m} is onbekend.`;
    case 'maxItems':
      return `Het veld ${m} mag hoogstens ${limit} elementen bevatten.`;
    case 'minItems':
      return `Het veld ${m} moet minstens ${limit} elementen bevatten.`;
    case 'storableText':
      return `Het veld ${m} bevat tekens die niet zijn toegestaan.`;
    default:
      return `Het veld ${m} is ongeldig.`;
  }
}

/** At most this many problems are listed (a list of a thousand bad items is not echoed back). */
export const MAX_VALIDATION_ERRORS = 20;

export function validationErrorsOf(errors: AjvError[], context = 'body'): ValidationError[] {
  const out: ValidationError[] = [];
  for (const e of errors) {
    if (out.length >= MAX_VALIDATION_ERRORS) break;
    // anyOf/oneOf repeat what their branches already said.
    if ((e.keyword === 'anyOf' || e.keyword === 'oneOf') && errors.length > 1) continue;
    const m = member(e, context);
    if (m === 'MaxResultCount' && e.keyword === 'maximum') out.push({ message: MAX_RESULT_COUNT_MESSAGE, members: [m] });
    else out.push({ message: messageOf(e, m), members: [m] });
  }
  return out;
}

/**
 * Fastify's own client errors, by code: the status and the Dutch message. Anything else in the
 * 4xx range keeps its status with a general message.
 */
const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'InvalidJson', 'De inhoud van de aanvraag is geen geldige JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'InvalidJson', 'De inhoud van de aanvraag is leeg, terwijl JSON werd verwacht.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PayloadTooLarge', 'De aanvraag is te groot.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UnsupportedMediaType', 'Dit soort inhoud (Content-Type) wordt hier niet ondersteund.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BadRequest', 'De lengte van de aanvraag klopt niet.'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'BadRequest', 'Het Content-Type van de aanvraag is ongeldig.'],
  FST_ERR_CTP_INSTANCE_ALREADY_STARTED: [400, 'BadRequest', 'De aanvraag is ongeldig.'],
  FST_ERR_BAD_URL: [400, 'BadUrl', 'Het adres van de aanvraag is ongeldig.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'UriTooLong', 'Het adres van de aanvraag is te lang.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'BadRequest', 'De aanvraag is ongeldig.'],
  FST_ERR_BAD_STATUS_CODE: [500, 'InternalError', 'Er is een interne fout opgetreden.'],
};

const GENERAL_CLIENT_ERRORS: Record<number, [string, string]> = {
  404: ['NotFound', 'Niet gevonden'],
  405: ['MethodNotAllowed', 'Deze methode is hier niet toegestaan.'],
  406: ['NotAcceptable', 'Dit antwoordformaat wordt niet ondersteund.'],
  408: ['RequestTimeout', 'De aanvraag duurde te lang.'],
  413: ['PayloadTooLarge', 'De aanvraag is te groot.'],
  414: ['UriTooLong', 'Het adres van de aanvraag is te lang.'],
  415: ['UnsupportedMediaType', 'Dit soort inhoud (Content-Type) wordt hier niet ondersteund.'],
  429: ['TooManyRequests', 'Te veel aanvragen. Probeer het zo nog eens.'],
  431: ['RequestHeaderFieldsTooLarge', 'De headers van de aanvraag zijn te groot.'],
};

/** The envelope of a client error Fastify (or Node's HTTP parser) raised itself. */
export function clientErrorEnvelope(code: string | undefined, status: number | undefined): { status: number; envelope: ErrorEnvelope } {
  const known = code ? CLIENT_ERRORS[code] : undefined;
  if (known) return { status: known[0], envelope: { error: { code: known[1], message: known[2] } } };
  const s = status && status >= 400 && status < 500 ? status : 400;
  const [c, message] = GENERAL_CLIENT_ERRORS[s] ?? ['BadRequest', 'De aanvraag is ongeldig.'];
  return { status: s, envelope: { error: { code: c, message } } };
}

export function sendError(reply: FastifyReply, status: number, envelope: ErrorEnvelope) {
  const { error } = envelope;
  if (error.message.length > MAX_MESSAGE_LENGTH || (error.details?.length ?? 0) > MAX_MESSAGE_LENGTH || error.validationErrors?.some((v) => v.message.length > MAX_MESSAGE_LENGTH || v.members.some((m) => m.length > MAX_ECHO_LENGTH))) {
    envelope = {
      error: {
        ...error,
        message: excerpt(error.message, MAX_MESSAGE_LENGTH),
        ...(error.details !== undefined ? { details: excerpt(error.details, MAX_MESSAGE_LENGTH) } : {}),
        ...(error.validationErrors ? { validationErrors: error.validationErrors.map((v) => ({ message: excerpt(v.message, MAX_MESSAGE_LENGTH), members: v.members.map((m) => excerpt(m)) })) } : {}),
      },
    };
  }
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(envelope);
}

/** The one answer to a URL no API route serves (the APIs' not-found handler and the web fallback's). */
export function sendNotFound(reply: FastifyReply) {
  return sendError(reply, 404, { error: { code: 'NotFound', message: 'Niet gevonden' } });
}

export function errorHandler(error: FastifyError & Partial<ApiError>, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer');
    if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
    return sendError(reply, error.statusCode, {
      error: {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
        ...(error.validationErrors ? { validationErrors: error.validationErrors } : {}),
      },
    });
  }
  if (error.validation) {
    const validationErrors = validationErrorsOf(error.validation as unknown as AjvError[], error.validationContext ?? 'body');
    return sendError(reply, 400, {
      error: {
        code: 'Validation',
        message: validationErrors.length === 1 ? validationErrors[0]!.message : INVALID_REQUEST,
        details: validationErrors.map((v) => v.message).join(' '),
        validationErrors,
      },
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: bad JSON, wrong media type, body too large.
    const known = clientErrorEnvelope(error.code, status);
    return sendError(reply, known.status, known.envelope);
  }
  req.log.error({ err: error }, 'unexpected error');
  return sendError(reply, 500, { error: { code: 'InternalError', message: 'Er is een interne fout opgetreden.' } });
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(errorHandler);
}
