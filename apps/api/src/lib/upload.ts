// The one uploaded file of a multipart request, whole in memory (capped at `maxBytes`): what the
// file upload and the spreadsheet imports read. A body that is not valid multipart is the client's
// fault: 400 MALFORMED_UPLOAD, never a 500.
import { FILE_MESSAGES, megabytesOf } from '@hr/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

export async function readOneUpload(
  request: FastifyRequest,
  maxBytes: number,
  noFileMessage: string = FILE_MESSAGES.noFile,
): Promise<{ bytes: Buffer; givenName: string }> {
  if (!request.isMultipart()) throw new AppError('NO_FILE', noFileMessage);
  const tooLarge = () => new AppError('FILE_TOO_LARGE', FILE_MESSAGES.tooLarge(megabytesOf(maxBytes)));
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw new AppError('NO_FILE', noFileMessage);
    const bytes = await part.toBuffer();
    // Said before the type is sniffed: zero bytes are no type at all, whatever the name says.
    if (bytes.length === 0) throw new AppError('FILE_EMPTY', FILE_MESSAGES.empty);
    return { bytes, givenName: part.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Busboy's parse errors (no boundary, a cut-off part...) carry no status.
    const status = (error as { statusCode?: number }).statusCode;
    if (status === undefined || status < 500) throw new AppError('MALFORMED_UPLOAD', FILE_MESSAGES.malformed);
    throw error;
  }
}

/**
 * A multipart form of text fields and at most one file (field `file`), whole in memory: the upload
 * forms that carry details with their file. A repeated field becomes a list. The file is optional
 * here; the caller decides whether it must be there.
 */
export async function readUploadForm(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fields: Record<string, string | string[]>; file?: { bytes: Buffer; givenName: string } }> {
  const { fields, file, error } = await readUploadFormKeepingFields(request, maxBytes);
  if (error) throw error;
  return { fields, ...(file ? { file } : {}) };
}

/**
 * As readUploadForm, but a refused file or a cut-off body comes back as `error` beside the text
 * fields read before it: a form shown again keeps what was typed (the careers site's).
 */
export async function readUploadFormKeepingFields(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{
  fields: Record<string, string | string[]>;
  file?: { bytes: Buffer; givenName: string };
  error?: AppError;
}> {
  const fields: Record<string, string | string[]> = {};
  if (!request.isMultipart()) return { fields, error: new AppError('NO_FILE', FILE_MESSAGES.noFile) };
  let file: { bytes: Buffer; givenName: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 50 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // An empty file input still sends a part with no name and no bytes: no file.
        if (bytes.length > 0) file = { bytes, givenName: part.filename };
        else if (part.filename) throw new AppError('FILE_EMPTY', FILE_MESSAGES.empty);
        continue;
      }
      const value = String(part.value);
      const before = fields[part.fieldname];
      fields[part.fieldname] =
        before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
    }
  } catch (error) {
    if (error instanceof AppError) return { fields, error };
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      return { fields, error: new AppError('FILE_TOO_LARGE', FILE_MESSAGES.tooLarge(megabytesOf(maxBytes))) };
    const status = (error as { statusCode?: number }).statusCode;
    if (status === undefined || status < 500)
      return { fields, error: new AppError('MALFORMED_UPLOAD', FILE_MESSAGES.malformed) };
    throw error;
  }
  return { fields, ...(file ? { file } : {}) };
}
