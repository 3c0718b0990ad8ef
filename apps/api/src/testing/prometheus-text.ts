/** One sample of a Prometheus text exposition: its name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** The samples of an exposition (comments skipped). */
export function parseSamples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = SAMPLE_LINE.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(LABEL)].map(([, key, value]) => [key, value]),
    );
    return [{ name: match[1] as string, labels, value: Number(match[3]) }];
  });
}

/** The value of the sample `name` whose labels include `labels`; undefined when there is none. */
export function sampleValue(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}
