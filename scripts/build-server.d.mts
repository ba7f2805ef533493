export const SERVER_BUILD_DIR: string;
export function buildServer(options?: { outdir?: string }): Promise<void>;
export function buildServerForThisRun(): Promise<string>;
