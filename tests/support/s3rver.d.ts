/** The few parts of s3rver (a devDependency without bundled types) the tests' S3 server uses (tests/support/s3-server.ts). */
declare module 's3rver' {
  export type S3rverOptions = {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: Array<{ name: string }>;
  };
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
