export function platformOf(
  name: string,
): { os?: string[]; cpu: string[]; libc?: string[] } | undefined;
export function completeLockfile(lock: { packages: Record<string, unknown> }): string[];
