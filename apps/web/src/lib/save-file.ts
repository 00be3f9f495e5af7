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
