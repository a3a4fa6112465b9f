/** POST /api/employees/bulk-upload of a CSV text, as a multipart form the way the browser sends it. */
import type { TestApp } from './helper.ts';

export function uploadCsv(t: TestApp, headers: Record<string, string>, csv: string) {
  const boundary = 'csv-upload';
  return t.app.inject({
    method: 'POST',
    url: '/api/employees/bulk-upload',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="staff.csv"\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  });
}
