export { ChoiceGroup, type Choice, type ChoiceGroupProps } from './ChoiceGroup';
