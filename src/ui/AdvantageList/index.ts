export { AdvantageList, type AdvantageItem } from './AdvantageList';
