// The error envelope of PROTOCOLS.md §2 for every API answer that is not a success: validation
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
export const invalid = (member: string, message: string) =>
  new ApiError(400, 'Validation', 'Your request is not valid!', [{ message, members: [member] }], message);

export const MAX_RESULT_COUNT_MESSAGE = 'MaxResultCount can not be more than 1000!';

interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function member(e: AjvError): string {
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (e.keyword === 'required' && typeof e.params.missingProperty === 'string') {
    return path ? `${path}.${e.params.missingProperty}` : e.params.missingProperty;
  }
  if (e.keyword === 'additionalProperties' && typeof e.params.additionalProperty === 'string') {
    return path ? `${path}.${e.params.additionalProperty}` : e.params.additionalProperty;
  }
  return path;
}

export function validationErrorsOf(errors: AjvError[]): ValidationError[] {
  return errors.map((e) => {
    const m = member(e);
    if (m === 'MaxResultCount' && e.keyword === 'maximum') return { message: MAX_RESULT_COUNT_MESSAGE, members: [m] };
    if (e.keyword === 'required') return { message: `The ${m} field is required.`, members: [m] };
    return { message: `The field ${m} ${e.message ?? 'is invalid'}.`, members: [m] };
  });
}

export function sendError(reply: FastifyReply, status: number, envelope: ErrorEnvelope) {
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(envelope);
}

export function errorHandler(error: FastifyError & Partial<ApiError>, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer');
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
    const validationErrors = validationErrorsOf(error.validation as unknown as AjvError[]);
    return sendError(reply, 400, {
      error: {
        code: 'Validation',
        message: 'Your request is not valid!',
        details: validationErrors.map((v) => v.message).join(' '),
        validationErrors,
      },
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: bad JSON, wrong media type, body too large.
    return sendError(reply, status, { error: { code: error.code ?? 'BadRequest', message: error.message } });
  }
  req.log.error({ err: error }, 'unexpected error');
  return sendError(reply, 500, { error: { code: 'InternalError', message: 'Er is een interne fout opgetreden.' } });
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(errorHandler);
}
