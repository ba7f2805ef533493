import { Spinner } from '../../ui';
import * as styles from './Layout.css';

/** Shown while the first route module and its data load. */
export function PageLoading() {
  return (
    <div className={styles.loading}>
      <Spinner />
    </div>
  );
}
