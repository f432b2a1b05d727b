// Builds multipart/form-data request bodies for app.inject (text fields and files, in order).
export type Part = { name: string; value: string } | { name: string; filename: string; contentType: string; content: Buffer };

export function multipartBody(parts: Part[]) {
  const boundary = '----hearth' + Math.random().toString(16).slice(2);
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)]
      : [
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`),
          part.content,
          Buffer.from('\r\n'),
        ],
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
