import os from 'node:os';
import type { Row } from './measurement.ts';

export const describeMachine = (): string => {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  const memoryGiB = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `${model}, ${cpus.length} cores, ${memoryGiB} GiB RAM, Node ${process.version} (${os.platform()} ${os.release()})`;
};

/** Other work on the machine skews every figure; the load average at start makes that visible. */
export const describeLoad = (): string =>
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min)`;

const DECIMALS: Record<string, number> = { ms: 1, s: 2, kB: 1 };

const formatValue = (value: number, unit: string): string => `${value.toFixed(DECIMALS[unit] ?? 1)} ${unit}`;

const verdict = (row: Row): string => {
  if (row.value === null) return 'not measured';
  if (row.goal === null) return '–';
  return row.value <= row.goal ? 'meets goal' : 'over goal';
};

/** Markdown: one line per figure, with its goal and floor beside it; notes and floors explained below. */
export const formatTable = (rows: readonly Row[]): string => {
  const lines = ['| Measurement | Result | Goal | Floor | Verdict |', '|---|---:|---:|---:|---|'];
  const notes: string[] = [];
  rows.forEach((row, index) => {
    const ref = row.note || row.floor ? ` [${index + 1}]` : '';
    const result = row.value === null ? 'n/a' : formatValue(row.value, row.unit);
    const goal = row.goal === null ? 'none set' : `≤ ${formatValue(row.goal, row.unit)}`;
    const floor = row.floor ? formatValue(row.floor.value, row.unit) : '–';
    lines.push(`| ${row.name}${ref} | ${result} | ${goal} | ${floor} | ${verdict(row)} |`);
    const explained = [row.floor ? `floor = ${row.floor.what}` : '', row.note ?? ''].filter(Boolean).join('; ');
    if (explained) notes.push(`[${index + 1}] ${explained}`);
  });
  return [...lines, '', ...notes].join('\n');
};
