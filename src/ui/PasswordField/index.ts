export { PasswordField, type PasswordFieldProps, type PasswordRequirement, type PasswordStrength } from './PasswordField';
