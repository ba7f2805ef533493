export const SERVER_BUILD_DIR: string;
export const SERVER_NODE_FLAGS: string[];
export function buildServer(options?: { outdir?: string }): Promise<void>;
export function buildServerForThisRun(): Promise<string>;
