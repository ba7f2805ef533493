/** Types of deploy-configs.mjs. */
export const DEPLOY_CONFIGS: Record<string, import('./nginx-config.mjs').ClubConfOptions>;
export function renderDeployConfig(path: string): string;
