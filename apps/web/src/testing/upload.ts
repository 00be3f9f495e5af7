import { vi } from 'vitest';

/**
 * Stubs `XMLHttpRequest`, which `POST /api/images` goes through (upload progress): every upload
 * reports half its progress, then answers 201 with the image at `url`.
 */
export function stubImageUpload(url: string) {
  class UploadingXhr {
    status = 0;
    response: unknown = null;
    responseType = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send() {
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        this.status = 201;
        this.response = { success: true, data: { url } };
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', UploadingXhr);
}
