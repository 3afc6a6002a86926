// s3rver ships no types; the tests use this much of it.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      resetOnClose?: boolean;
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
