// The public file of the email module: other modules and the app import it only through here.
export { ensureDefaultEmailTemplates } from './default-templates.js';
export { emailRoutes } from './email.routes.js';
export { loadTemplateText } from './email-templates.service.js';
export { createMailer, type Mailer } from './mailer.js';
export { mailerPlugin } from './mailer.plugin.js';
