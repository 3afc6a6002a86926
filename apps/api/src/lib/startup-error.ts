/**
 * A start-up failure the operator acts on (a setting, the database, the port, the storage, the
 * encryption key): its message is the whole story, logged as one line without a stack trace.
 * Anything else that stops start-up is a bug, logged with its stack for the report.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
