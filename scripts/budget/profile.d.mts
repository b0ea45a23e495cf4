/** Types of profile.mjs (`npm run budget:trace`'s reading of CPU profiles and traces). */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}
export function moduleOf(source: string): string;
export function selfTimes(profile: CpuProfile): Map<number, number>;
export function frameResolver(
  clientDir: string,
  origin: string,
): (frame: CallFrame) => { module: string; fn: string };
export function attribute(
  profiles: CpuProfile[],
  resolve: (frame: CallFrame) => { module: string; fn: string },
): { modules: [string, number][]; functions: [string, number][]; totalMs: number };
export function traceSelfTimes(traceEvents: object[]): [string, number][];
