// The packaging config (the "build" key of package.json, read by electron-builder) and the icon: targets, fuses, no native rebuild, the app id.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { electronBinary } from '../../scripts/start';
import { tempDir } from './helpers';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const config = pkg.build;

describe('packaging', () => {
  it('builds AppImage and deb, NSIS and dmg under one app id, with no native rebuild', () => {
    expect(config.appId).toBe('bay.coppershell.crows');
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
    expect(config.npmRebuild).toBe(false);
    expect(config.files).toEqual(expect.arrayContaining(['dist-electron/**/*', 'dist/renderer/**/*']));
    expect(pkg.main).toBe('dist-electron/main.js');
    expect(pkg.scripts.dist).toMatch(/build-electron\.ts && electron-builder/);
  });

  it('turns run-as-node and NODE_OPTIONS off and asar integrity on', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('has a square PNG icon of at least 512 pixels', () => {
    const png = readFileSync(config.linux.icon);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    const width = png.readUInt32BE(16);
    expect(width).toBeGreaterThanOrEqual(512);
    expect(png.readUInt32BE(20)).toBe(width);
    const idat = png.indexOf('IDAT');
    expect(inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4))).length).toBe((width * 4 + 1) * width);
  });

  it('finds the Electron runtime only where its dist/ was installed (else npm start opens the browser edition)', () => {
    const root = tempDir();
    expect(electronBinary(root)).toBeNull();
    mkdirSync(join(root, 'node_modules/electron'), { recursive: true });
    writeFileSync(join(root, 'node_modules/electron/path.txt'), 'electron');
    expect(electronBinary(root, {})).toBeNull(); // the package without its runtime, as on this machine
    mkdirSync(join(root, 'node_modules/electron/dist'));
    writeFileSync(join(root, 'node_modules/electron/dist/electron'), '');
    expect(electronBinary(root, {})).toBe(join(root, 'node_modules/electron/dist/electron'));
  });
});
