import { API_BASES, FILE_PATHS, MESSAGES } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { progressPercent, readUploadAnswer, uploadFile } from './upload-file';

describe('progressPercent', () => {
  it('gives whole percents between 0 and 100', () => {
    expect(progressPercent(0, 200)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(200, 200)).toBe(100);
    expect(progressPercent(300, 200)).toBe(100);
    expect(progressPercent(10, 0)).toBe(0);
  });
});

describe('readUploadAnswer', () => {
  it('reads the stored file of a success', () => {
    expect(readUploadAnswer(200, '{"data":{"id":7,"originalName":"cv.pdf"}}')).toEqual({
      id: 7,
      originalName: 'cv.pdf',
    });
  });

  it("keeps the server's message and fields, and says 'Failed to upload!' otherwise", () => {
    const refused = readUploadAnswer(415, '{"message":"This file type is not accepted.","code":"X"}');
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('This file type is not accepted.');
    expect((refused as ApiError).status).toBe(415);
    const proxyPage = readUploadAnswer(413, '<html>Request Entity Too Large</html>');
    expect((proxyPage as ApiError).message).toBe(MESSAGES.failedToUpload);
    // A 200 that is not the contract's answer is a failure too.
    expect((readUploadAnswer(200, '{"id":1}') as ApiError).message).toBe(MESSAGES.failedToUpload);
  });
});

/** Just enough of XMLHttpRequest to drive uploadFile from a test. */
class FakeRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function start(options: Parameters<typeof uploadFile>[1] = {}) {
  const fake = new FakeRequest();
  const file = new File(['%PDF-1.7'], 'Lebenslauf Müller.pdf', { type: 'application/pdf' });
  const promise = uploadFile(file, { ...options, createRequest: () => fake as unknown as XMLHttpRequest });
  return { fake, promise };
}

describe('uploadFile', () => {
  it('posts the file as form data with its purpose, reports progress and resolves to the stored file', async () => {
    const percents: number[] = [];
    const { fake, promise } = start({ purpose: 'RESUME', onProgress: (p) => percents.push(p) });
    expect(fake.method).toBe('POST');
    expect(fake.url).toBe(`${API_BASES.main}${FILE_PATHS.upload}?purpose=RESUME`);
    const sent = fake.sent?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('Lebenslauf Müller.pdf');
    fake.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    fake.upload.onprogress?.({ lengthComputable: false, loaded: 60, total: 0 });
    fake.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    fake.answer(200, { data: { id: 3, originalName: 'Lebenslauf Müller.pdf' } });
    await expect(promise).resolves.toEqual({ id: 3, originalName: 'Lebenslauf Müller.pdf' });
    expect(percents).toEqual([25, 100]);
  });

  it("rejects with the server's message", async () => {
    const { fake, promise } = start();
    fake.answer(413, { message: 'The file is too large. The limit is 10 MB.', code: 'FILE_TOO_LARGE' });
    await expect(promise).rejects.toMatchObject({
      status: 413,
      message: 'The file is too large. The limit is 10 MB.',
    });
  });

  it("rejects a network failure with 'Failed to upload!'", async () => {
    const { fake, promise } = start();
    fake.onerror?.();
    await expect(promise).rejects.toMatchObject({ status: 0, message: MESSAGES.failedToUpload });
  });

  it('stops the request when cancelled', async () => {
    const controller = new AbortController();
    const { fake, promise } = start({ signal: controller.signal });
    controller.abort();
    expect(fake.aborted).toBe(true);
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
