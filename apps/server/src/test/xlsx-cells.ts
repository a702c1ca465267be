import { strFromU8, unzipSync } from 'fflate';

/** A cell of a workbook's first sheet as a spreadsheet reads it: its type, its value, and its number format. */
export type SheetCell = { type: 'text' | 'number' | 'boolean'; value: string | number | boolean; format?: string };

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The first sheet of an XLSX file, row by row, read from its XML parts (shared strings, cell types and styles' number
 * formats): what Excel would show as typed cells. Empty cells are left out of their row.
 */
export const readSheet = (file: Uint8Array): SheetCell[][] => {
  const parts = unzipSync(file);
  const part = (name: string) => (parts[name] ? strFromU8(parts[name]) : '');
  const strings = [...part('xl/sharedStrings.xml').matchAll(/<si>(.*?)<\/si>/gs)].map(([, si = '']) =>
    unescapeXml([...si.matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map(([, text]) => text).join('')),
  );
  const styles = part('xl/styles.xml');
  const formats = new Map(
    [...styles.matchAll(/<numFmt [^>]*>/g)].map(([tag]) => [attribute(tag, 'numFmtId'), attribute(tag, 'formatCode')]),
  );
  const cellFormats = [...(/<cellXfs[^>]*>(.*?)<\/cellXfs>/s.exec(styles)?.[1] ?? '').matchAll(/<xf\b[^>]*>/g)].map(
    ([tag]) => formats.get(attribute(tag, 'numFmtId')),
  );
  return [...part('xl/worksheets/sheet1.xml').matchAll(/<row[^>]*>(.*?)<\/row>/gs)].map(([, row = '']) =>
    [...row.matchAll(/<c\b([^>]*)>(.*?)<\/c>/gs)].map(([, tag = '', content = '']): SheetCell => {
      const raw = unescapeXml(/<v>(.*?)<\/v>/s.exec(content)?.[1] ?? /<t[^>]*>(.*?)<\/t>/s.exec(content)?.[1] ?? '');
      const format = cellFormats[Number(attribute(tag, 's') ?? 0)];
      const type = attribute(tag, 't');
      if (type === 's') return { type: 'text', value: strings[Number(raw)] ?? '' };
      if (type === 'b') return { type: 'boolean', value: raw === '1' };
      if (type === 'str' || type === 'inlineStr') return { type: 'text', value: raw };
      return { type: 'number', value: Number(raw), ...(format ? { format } : {}) };
    }),
  );
};
