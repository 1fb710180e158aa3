import { describe, expect, it } from 'vitest';
import { logTail } from '../../../admin/src/features/publish/build-status.ts';

describe('logTail', () => {
  it('keeps a short log whole, without its final newline', () => {
    expect(logTail('one\ntwo\n', 5)).toEqual({ text: 'one\ntwo', truncated: false });
    expect(logTail('', 5)).toEqual({ text: '', truncated: false });
  });

  it('keeps the last lines of a long log and says so', () => {
    const log = Array.from({ length: 10 }, (_, i) => `line ${String(i + 1)}`).join('\n');
    expect(logTail(log, 3)).toEqual({ text: 'line 8\nline 9\nline 10', truncated: true });
  });
});
