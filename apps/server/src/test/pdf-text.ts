import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written with PDFKit's built-in fonts shows, its lines joined by spaces as they read: each content
 * stream inflated, each `[…] TJ` run's hex strings joined (kerning splits a run into several) and read as Windows-1252, the fonts'
 * encoding. Enough to assert what a generated document says, not a general PDF reader.
 */
export const pdfText = (pdf: Buffer): string => {
  const decoder = new TextDecoder('windows-1252');
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // Each stream's bytes by the length its dictionary gives: compressed bytes may themselves hold `\r` or `endstream`.
  for (const match of raw.matchAll(/<<([^<>]*)>>\s*stream\r?\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(match[1] ?? '')?.[1]);
    if (!Number.isInteger(length)) continue;
    const start = match.index + match[0].length;
    const body = pdf.subarray(start, start + length);
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      continue;
    }
    for (const run of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(run[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      lines.push(decoder.decode(Buffer.from(hex, 'hex')));
    }
  }
  return lines.join(' ').replace(/\s+/g, ' ');
};
