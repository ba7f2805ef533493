import { useLoaderData } from 'react-router-dom';
import type { EmployeeAccess } from '../access';
import { EmployeesOnly } from '../components/EmployeesOnly';
import { PhotoReviewView } from '../components/PhotoReviewView';
import { usePhotoReview } from '../usePhotoReview';

/** /revision-fotos (behind employeeGuard): employees only; the server checks the 'photos' role on each call. */
export function Component() {
  const { employee } = useLoaderData<EmployeeAccess>();
  if (!employee) return <EmployeesOnly />;
  return <PhotoReview />;
}

function PhotoReview() {
  return <PhotoReviewView {...usePhotoReview()} />;
}
