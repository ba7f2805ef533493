import { resolve } from 'node:path';

export const API_DOC_PATH = resolve(import.meta.dirname, '../API.md');
