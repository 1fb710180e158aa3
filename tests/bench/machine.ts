import os from 'node:os';

/** The machine a benchmark ran on: cores, CPU model, memory and Node version. */
export function machineDescription(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'CPU';
  return `${cpus.length} × ${model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** The 1-minute load average, rounded: how busy the (shared) machine was. */
export function loadAverage(): number {
  return Math.round((os.loadavg()[0] ?? 0) * 10) / 10;
}
