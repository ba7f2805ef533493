/** The groups feature's public surface: the app mounts GroupPanel in the partner's profile. */
export { GroupPanel, type GroupPanelProps } from './components/GroupPanel';
