import { mainApi } from '../../api/client';
import { saveBlob } from '../save-blob';

/** Downloads a list's XLSX: its export call with the list's current criteria body. */
export async function downloadListExport(path: string, body: unknown, fileName: string): Promise<void> {
  const blob = await mainApi.post<Blob>(path, body);
  saveBlob(blob, fileName);
}
