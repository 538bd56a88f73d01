// The benchmark's measure of other work during a run (bench/lib.mjs), on /proc's own formats.
import { describe, expect, it } from 'vitest';
import { machineTicks, OTHER_WORK_LIMITS, otherWork, otherWorkWarning, processTicks, ticksNow } from './lib.mjs';

describe('the CPU others took during a run', () => {
  it('reads user, system and reaped children from a process line, whatever its name holds', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime ...
    const line = '4242 (node (x) y) S 1 4242 4242 0 -1 4194304 100 0 0 0 700 200 50 25 20 0 11 0 123 456';
    expect(processTicks(line)).toBe(975);
  });

  it("reads the machine's busy and stolen ticks from the first line of /proc/stat", () => {
    const stat = 'cpu  1000 10 300 9000 40 0 25 7 0 0\ncpu0 500 5 150 4500 20 0 12 3 0 0\n';
    expect(machineTicks(stat)).toEqual({ busy: 1310, steal: 7 });
  });

  it("counts what the machine did beyond the run's own work, in cores on average", () => {
    const before = { busy: 1_000, steal: 0, own: 400, at: 0, hz: 100 };
    // 10 s: the machine was busy 1,500 ticks (15 core-seconds), the run used 1,300 of them.
    const after = { busy: 2_500, steal: 30, own: 1_700, at: 10_000, hz: 100 };
    const work = otherWork(before, after, 2);
    expect(work.seconds).toBe(10);
    expect(work.cores).toBeCloseTo(0.2);
    expect(work.stealShare).toBeCloseTo(0.015);
    expect(otherWorkWarning(work)).toBeNull();
  });

  it('never counts less than nothing, and warns above the limits', () => {
    const before = { busy: 0, steal: 0, own: 0, at: 0, hz: 100 };
    expect(otherWork(before, { busy: 100, steal: 0, own: 150, at: 1_000, hz: 100 }, 2).cores).toBe(0);
    const busy = otherWork(before, { busy: 600, steal: 0, own: 0, at: 10_000, hz: 100 }, 2);
    expect(busy.cores).toBeGreaterThan(OTHER_WORK_LIMITS.cores);
    expect(otherWorkWarning(busy)).toMatch(/other processes took 0\.60 of a core/);
    const stolen = otherWork(before, { busy: 0, steal: 200, own: 0, at: 10_000, hz: 100 }, 2);
    expect(otherWorkWarning(stolen)).toMatch(/hypervisor kept 10% of the machine/);
    expect(otherWork(null, before)).toBeNull();
  });

  it('measures this machine where it has /proc', () => {
    const now = ticksNow();
    if (process.platform !== 'linux') return expect(now).toBeNull();
    expect(now.busy).toBeGreaterThan(0);
    expect(now.own).toBeGreaterThan(0);
    expect(now.hz).toBeGreaterThan(0);
  });
});
