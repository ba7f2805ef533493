export { StatusMessage } from './StatusMessage';
