import { NotFoundView } from '../components/NotFoundView';

export function Component() {
  return <NotFoundView />;
}
