export type Part = { name: string; value: string } | { name: string; fileName: string; type: string; content: Buffer };

/** A multipart/form-data body as a browser sends it, built by hand so each part's name and type are ours. */
export const multipart = (parts: Part[]) => {
  const boundary = `----console-test-${crypto.randomUUID()}`;
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
              `Content-Type: ${part.type}\r\n\r\n`,
          ),
          part.content,
          Buffer.from('\r\n'),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
