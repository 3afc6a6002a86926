import { type ApiClient, mainApi } from '../../api/client';
import { saveBlob } from '../save-blob';

/** Downloads a list's XLSX: its export call with the list's current criteria body (on the HR tree with `hrApi`). */
export async function downloadListExport(
  path: string,
  body: unknown,
  fileName: string,
  client: ApiClient = mainApi,
): Promise<void> {
  const blob = await client.post<Blob>(path, body);
  saveBlob(blob, fileName);
}
