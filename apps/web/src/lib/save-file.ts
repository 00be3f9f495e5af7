/** Hands a downloaded file to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the object URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The File System Access API's save picker (Chromium; not in TypeScript's DOM library). */
type ShowSaveFilePicker = (options: { suggestedName: string }) => Promise<FileSystemFileHandle>;

/**
 * A file the user picks to save `fileName` under, open for writing, where the browser offers
 * `showSaveFilePicker` (decision 240); `undefined` where it does not, or refuses (the click's user
 * activation has lapsed): the caller saves a download instead.
 * @throws DOMException `AbortError` when the user cancels the picker.
 */
export async function openFileToSave(
  fileName: string,
): Promise<FileSystemWritableFileStream | undefined> {
  const picker = (window as { showSaveFilePicker?: ShowSaveFilePicker }).showSaveFilePicker;
  if (!picker) return undefined;
  let handle: FileSystemFileHandle;
  try {
    handle = await picker({ suggestedName: fileName });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return undefined;
  }
  return handle.createWritable();
}

/** How {@link saveResponse} saves an answer (the download options of `api.download`). */
export interface SaveOptions {
  /** Told the bytes received so far and the chunk just read, as the answer streams in. */
  onProgress?: ((receivedBytes: number, chunk: Uint8Array) => void) | undefined;
  /** Written to a file the user picks as it arrives, where the browser offers a save picker. */
  streamToDisk?: boolean | undefined;
}

/** Hands each chunk of `response`'s body to `write` as it arrives, then tells `onProgress`. */
async function readChunks(
  response: Response,
  write: (chunk: Uint8Array<ArrayBuffer>) => unknown,
  onProgress: SaveOptions['onProgress'],
): Promise<void> {
  const reader = response.body!.getReader();
  let received = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    const chunk = part.value as Uint8Array<ArrayBuffer>;
    await write(chunk);
    received += chunk.byteLength;
    onProgress?.(received, chunk);
  }
}

/** The body of `response` as a Blob, read chunk by chunk to tell `onProgress` of each. */
async function readBlob(response: Response, onProgress: SaveOptions['onProgress']): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  await readChunks(response, (chunk) => chunks.push(chunk), onProgress);
  return new Blob(chunks, { type });
}

/**
 * Saves the body of `response` as `fileName`: written to the file the user picks as it arrives
 * where `streamToDisk` is asked and the browser offers a save picker (decision 240), else read
 * whole and handed to the browser as a download.
 * @throws DOMException `AbortError` when the user cancels the picker (the body is cancelled);
 *   whatever reading the body throws (the file is then dropped).
 */
export async function saveResponse(
  response: Response,
  fileName: string,
  options: SaveOptions,
): Promise<void> {
  const file =
    options.streamToDisk && response.body
      ? await openFileToSave(fileName).catch(async (error: unknown) => {
          await response.body?.cancel();
          throw error;
        })
      : undefined;
  if (file) {
    try {
      await readChunks(response, (chunk) => file.write(chunk), options.onProgress);
      await file.close();
    } catch (error) {
      // Nothing half-written is left: the browser drops the file's swap file.
      await file.abort().catch(() => undefined);
      throw error;
    }
    return;
  }
  const blob = options.onProgress
    ? await readBlob(response, options.onProgress)
    : await response.blob();
  saveFile(blob, fileName);
}
