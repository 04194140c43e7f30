import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3_DEFAULT_LIMITS, type S3Settings } from '#server/s3-settings.ts';

/**
 * An S3-compatible server (s3rver, from npm) in its own process on a free loopback port, with one
 * empty bucket; stop() ends it and removes its files. It speaks the S3 REST API over HTTP and checks
 * the access key id (not SigV4 signatures); it supports the object operations the shop uses (PUT, GET with ranges, HEAD,
 * DELETE, multi-object delete, ListObjectsV2, HeadBucket) but not conditional writes (If-None-Match).
 */
export interface S3TestServer {
  endpoint: string;
  settings: S3Settings;
  /** The settings as environment variables, for an app process. */
  env: Record<string, string>;
  /** Freezes the server (SIGSTOP): connections are still accepted by the kernel, nothing answers. */
  pause(): void;
  /** Lets a paused server run again (SIGCONT). */
  resume(): void;
  stop(): Promise<void>;
}

const ACCESS_KEY = 'S3RVER';

export async function startS3Server(
  bucket = 'shop-media',
  limits: Pick<S3Settings, 'connectTimeoutMs' | 'requestTimeoutMs'> = S3_DEFAULT_LIMITS,
): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'shop-s3-'));
  const cli = path.join(
    path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')),
    'bin/s3rver.js',
  );
  const child = spawn(
    process.execPath,
    [
      cli,
      '-d',
      directory,
      '-a',
      '127.0.0.1',
      '-p',
      '0',
      '-s',
      '--no-vhost-buckets',
      '--configure-bucket',
      bucket,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const port = await listeningPort(child);
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
    ...limits,
  };
  return {
    endpoint,
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      S3_CONNECT_TIMEOUT_MS: String(limits.connectTimeoutMs),
      S3_REQUEST_TIMEOUT_MS: String(limits.requestTimeoutMs),
    },
    pause() {
      child.kill('SIGSTOP');
    },
    resume() {
      child.kill('SIGCONT');
    },
    async stop() {
      if (child.exitCode === null) {
        // A paused process would hold the SIGTERM until it runs again.
        child.kill('SIGCONT');
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`s3rver did not start: ${output}`));
    }, 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on [\d.]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', read);
        child.stdout?.resume();
        child.stderr?.resume();
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with ${code}: ${output}`));
    });
  });
}
