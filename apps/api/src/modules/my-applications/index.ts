// The public file of the my-applications module: other modules and the app import it only through here.
export {
  type ApplicationReceivedDeps,
  sendApplicationReceived,
} from './application-received.js';
export { myApplicationRoutes } from './my-applications.routes.js';
