import { redirect } from 'react-router-dom';
import { loadServerConfig } from '../lib/server-config';

export const MAINTENANCE_PATH = '/mantenimiento';

/**
 * Maintenance guard (spec §2 "Guards"): while partnerAreaMaintenanceMode is on, private-area
 * routes go to /mantenimiento. If the configuration cannot be read the route proceeds: its own
 * calls will fail visibly, and a flaky config read must not lock members out.
 */
export async function maintenanceGuard(): Promise<Response | null> {
  try {
    const config = await loadServerConfig();
    return config.partnerAreaMaintenanceMode ? redirect(MAINTENANCE_PATH) : null;
  } catch {
    return null;
  }
}
