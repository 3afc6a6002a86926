// The public file of the users feature: the layout imports it only through here (lazily).
export { ChangePasswordDialog } from './components/change-password-dialog';
