/** One sample of a Prometheus text exposition: `name{labels} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/**
 * The samples of a Prometheus text exposition (format 0.0.4): every line but comments and blank
 * ones; label values unescaped.
 * @throws on a line that is not a sample (the text is not what Prometheus could scrape).
 */
export function parsePrometheusText(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = SAMPLE.exec(line);
      if (!match) throw new Error(`not a Prometheus sample: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) {
        labels[key!] = value!.replace(/\\n/g, '\n').replace(/\\(.)/g, '$1');
      }
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The samples named `name` whose labels include `labels`. */
export function samplesOf(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): Sample[] {
  return samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}

/** The value of the one sample named `name` with `labels`, or `undefined` when there is none. */
export function valueOf(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samplesOf(samples, name, labels);
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value;
}
