/**
 * The parser's benchmark: parses the corpus's two-page PDFs over and over, one at a time, for a few
 * seconds. pdfjs runs its "worker" in the calling thread under Node, so this is one core's work. `npm run bench` prints the result.
 * Reading the fixtures is done once, before timing, through the fixture reader (node:fs), which the
 * parser itself never uses.
 */
import { loadCorpus, type CorpusReader } from './corpus.ts';
import { parseResume } from './parse-resume.ts';

export interface ParserBenchmark {
  /**
   * PDFs per second of this process's CPU time: what one core does when it is not shared. On a busy
   * machine the wall clock also counts time other processes took, so both are reported.
   */
  pdfsPerSecond: number;
  wallClockPdfsPerSecond: number;
  /** Milliseconds per PDF at the median and 95th percentile. */
  p50Ms: number;
  p95Ms: number;
  documents: number;
  parses: number;
  seconds: number;
}

async function countPages(bytes: Uint8Array): Promise<number> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages = document.numPages;
  await document.destroy();
  return pages;
}

export async function benchmarkParser(options: { seconds?: number; reader?: CorpusReader; detectBold?: boolean } = {}): Promise<ParserBenchmark> {
  const reader = options.reader ?? (await import('./fixture-reader.ts')).fixtureReader;
  const seconds = options.seconds ?? 5;
  const pdfs: Uint8Array[] = [];
  for (const document of loadCorpus(reader, ['pdf'])) {
    if ((await countPages(document.bytes)) === 2) pdfs.push(document.bytes);
  }
  if (pdfs.length === 0) throw new Error('The corpus has no two-page PDFs to benchmark.');
  // Warm up: the first parses pay for module loading and JIT compilation.
  for (const bytes of pdfs.slice(0, 3)) await parseResume({ bytes, kind: 'pdf' }, { detectBold: options.detectBold ?? true });
  const durations: number[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let index = 0;
  while (performance.now() - started < seconds * 1000) {
    const bytes = pdfs[index++ % pdfs.length] as Uint8Array;
    const before = performance.now();
    const result = await parseResume({ bytes, kind: 'pdf' }, { detectBold: options.detectBold ?? true });
    if (!result.ok) throw new Error(`Benchmark parse failed: ${result.message}`);
    durations.push(performance.now() - before);
  }
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const sorted = [...durations].sort((left, right) => left - right);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0;
  return {
    pdfsPerSecond: Math.round((durations.length / cpuSeconds) * 10) / 10,
    wallClockPdfsPerSecond: Math.round((durations.length / elapsed) * 10) / 10,
    p50Ms: Math.round(at(0.5) * 10) / 10,
    p95Ms: Math.round(at(0.95) * 10) / 10,
    documents: pdfs.length,
    parses: durations.length,
    seconds: Math.round(elapsed * 10) / 10,
  };
}
