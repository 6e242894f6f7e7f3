// A Kubernetes ConfigMap volume on a local folder, for tests of what reads one.
import fs from 'node:fs';
import path from 'node:path';

/**
 * A ConfigMap mounted as a folder, as the kubelet writes it (its atomic writer): each version of the
 * data in its own `..<time>` folder, `..data` a link to the current one, and each key a link through
 * `..data`. An update writes a new folder, points a new link at it, renames that link over `..data`
 * and removes the old folder: the key's own path never changes, and no file is written in place.
 */
export class ConfigMapVolume {
  private version = 0;
  private current?: string;

  constructor(
    readonly dir: string,
    private readonly key: string,
  ) {
    fs.mkdirSync(dir, { recursive: true });
  }

  get file(): string {
    return path.join(this.dir, this.key);
  }

  /** The kubelet's update; `mtime` lets a test give the new file the old one's time. */
  write(text: string, mtime?: Date): void {
    const folder = `..2025_01_01_00_00_0${this.version++}.000000001`;
    fs.mkdirSync(path.join(this.dir, folder));
    fs.writeFileSync(path.join(this.dir, folder, this.key), text);
    if (mtime) fs.utimesSync(path.join(this.dir, folder, this.key), mtime, mtime);
    fs.symlinkSync(folder, path.join(this.dir, '..data_tmp'));
    fs.renameSync(path.join(this.dir, '..data_tmp'), path.join(this.dir, '..data'));
    if (!this.current) fs.symlinkSync(path.join('..data', this.key), this.file);
    else fs.rmSync(path.join(this.dir, this.current), { recursive: true });
    this.current = folder;
  }
}
