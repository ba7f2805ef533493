export { InlineAlert, type InlineAlertProps, type InlineAlertTone } from './InlineAlert';
