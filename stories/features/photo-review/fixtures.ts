import type { WaitingPhoto, WaitingPhotos } from '../../../src/api/photo-review';
import { newPhoto, photoOnFile } from '../account/photos';

export const lucia: WaitingPhoto = { userId: 11, name: 'Lucía', lastname: 'García Romero', partnerNumber: 1001, photo: photoOnFile, revision: 1, sentAt: '2025-09-01T08:15:00.000Z' };
export const mateo: WaitingPhoto = { userId: 12, name: 'Mateo', lastname: 'Fernández', partnerNumber: null, photo: newPhoto, revision: 3, sentAt: '2025-09-02T17:40:00.000Z' };

export const twoWaiting: WaitingPhotos = { photos: [lucia, mateo], total: 2, page: 1, pageSize: 10 };
/** The first of three pages. */
export const manyWaiting: WaitingPhotos = { photos: [lucia, mateo], total: 23, page: 1, pageSize: 10 };
export const noneWaiting: WaitingPhotos = { photos: [], total: 0, page: 1, pageSize: 10 };
