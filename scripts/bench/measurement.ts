/** One line of the results table. */
export type Row = {
  name: string;
  /** Null when the figure could not be measured; `note` says why. */
  value: number | null;
  unit: string;
  /** Upper bound in the row's unit; null when no goal is set. */
  goal: number | null;
  /** The least this figure could be: what the server cannot avoid doing, measured on its own. */
  floor?: { value: number; what: string };
  note?: string;
};

export type BenchContext = {
  /** The running server, e.g. http://localhost:41234. */
  baseUrl: string;
  /** False when the web build failed: a stale dist would give misleading figures. */
  webBuilt: boolean;
};

export type Measurement = {
  name: string;
  needsWeb: boolean;
  run: (context: BenchContext) => Promise<Row[]>;
};
