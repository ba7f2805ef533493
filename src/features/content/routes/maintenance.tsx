import { MaintenanceView } from '../components/MaintenanceView';

export function Component() {
  return <MaintenanceView />;
}
