import type { Row } from './measurement.ts';

/**
 * A row of the scale benchmark. Beyond `Row`: a goal may be a lower bound (throughput), and a figure may have to
 * stay within a multiple of its floor. The UI table (report.ts) knows neither, hence this formatter.
 */
export type ScaleRow = Row & {
  /** The goal is a lower bound (readings/s), not an upper one. */
  atLeast?: boolean;
  /** The figure must stay within this many times its floor. */
  maxFloorRatio?: number;
};

const formatNumber = (value: number, unit: string): string => {
  if (unit === 'ms') return `${value.toFixed(value < 10 ? 2 : 1)} ms`;
  if (unit === 's') return `${value.toFixed(1)} s`;
  if (unit.endsWith('/s')) return `${Math.round(value).toLocaleString('en').replace(/,/g, ' ')} ${unit}`;
  return `${value.toFixed(1)} ${unit}`;
};

/** How many times the floor the figure costs: slower latency, or lower throughput, both above 1. */
export const floorRatio = (row: ScaleRow): number | null => {
  if (row.value === null || !row.floor || row.value === 0 || row.floor.value === 0) return null;
  return row.atLeast ? row.floor.value / row.value : row.value / row.floor.value;
};

const verdict = (row: ScaleRow): string => {
  if (row.value === null) return 'not measured';
  const parts: string[] = [];
  if (row.goal !== null) {
    const meets = row.atLeast ? row.value >= row.goal : row.value <= row.goal;
    parts.push(meets ? 'meets goal' : 'misses goal');
  }
  const ratio = floorRatio(row);
  if (row.maxFloorRatio !== undefined && ratio !== null) {
    parts.push(ratio <= row.maxFloorRatio ? `within ${row.maxFloorRatio}× floor` : `over ${row.maxFloorRatio}× floor`);
  }
  return parts.length > 0 ? parts.join(', ') : '–';
};

/**
 * Markdown: one line per figure, with its goal, its floor and the ratio between them. Explanations are numbered
 * once each: rows that share one (the p50, p95 and p99 of a case) point to the same note.
 */
export const formatScaleTable = (rows: readonly ScaleRow[]): string => {
  const lines = ['| Measurement | Result | Goal | Floor | × floor | Verdict |', '|---|---:|---:|---:|---:|---|'];
  const notes: string[] = [];
  for (const row of rows) {
    const explained = [row.floor ? `floor = ${row.floor.what}` : '', row.note ?? ''].filter(Boolean).join('; ');
    let ref = '';
    if (explained) {
      const known = notes.indexOf(explained);
      ref = ` [${known >= 0 ? known + 1 : notes.push(explained)}]`;
    }
    const result = row.value === null ? 'n/a' : formatNumber(row.value, row.unit);
    const goal = row.goal === null ? 'none set' : `${row.atLeast ? '≥' : '≤'} ${formatNumber(row.goal, row.unit)}`;
    const floor = row.floor ? formatNumber(row.floor.value, row.unit) : '–';
    const ratio = floorRatio(row);
    const ratioText = ratio === null ? '–' : `${ratio.toFixed(1)}×`;
    lines.push(`| ${row.name}${ref} | ${result} | ${goal} | ${floor} | ${ratioText} | ${verdict(row)} |`);
  }
  return [...lines, '', ...notes.map((note, index) => `[${index + 1}] ${note}`)].join('\n');
};
