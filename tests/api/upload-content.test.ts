import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPdf, detectImage, reencodeImage } from '../../src/server/modules/uploads/content-check.js';
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';

/**
 * Uploads judged by content (docs/security.md "Uploads"): hostile files that start like an image,
 * polyglots, renamed executables, SVG with script, decompression bombs, PDFs with actions.
 */
const SCRIPT = '<script>alert(1)</script>';

const solid = (format: 'png' | 'jpeg' | 'webp' | 'gif', w = 8, h = 8) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .toFormat(format)
    .toBuffer();

/** A PNG whose header claims `w` x `h` pixels (valid CRCs) with one tiny data chunk. */
function pngClaiming(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function pdf(body: string, opts: { eof?: boolean } = {}): Buffer {
  return Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${body} >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n` +
      `trailer\n<< /Root 1 0 R >>\n${opts.eof === false ? '' : '%%EOF\n'}`,
    'latin1',
  );
}

describe('upload content checks', () => {
  describe('images', () => {
    it('accepts PNG, JPEG and WebP by content and re-encodes them in the same format', async () => {
      for (const [format, kind] of [
        ['png', 'png'],
        ['jpeg', 'jpg'],
        ['webp', 'webp'],
      ] as const) {
        const out = await reencodeImage(await solid(format));
        expect(out.kind).toBe(kind);
        expect(await detectImage(out.data)).toBe(kind);
        expect((await sharp(out.data).metadata()).width).toBe(8);
      }
    });

    it.each([
      [
        'a PNG signature followed by HTML',
        async () => Buffer.concat([(await solid('png')).subarray(0, 8), Buffer.from(`<html>${SCRIPT}</html>`)]),
      ],
      [
        'a JPEG start followed by HTML',
        async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(SCRIPT)]),
      ],
      [
        'an ELF executable named logo.png',
        async () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]),
      ],
      [
        'a Windows executable named logo.png',
        async () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]),
      ],
      [
        'an SVG with script',
        async () => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`),
      ],
      ['an HTML page', async () => Buffer.from(`<!doctype html><html>${SCRIPT}</html>`)],
      ['a GIF (not an allowed type)', () => solid('gif')],
      ['a truncated PNG', async () => (await solid('png', 64, 64)).subarray(0, 60)],
      ['a PNG claiming 100,000 x 100,000 pixels (decompression bomb)', async () => pngClaiming(100_000, 100_000)],
    ])('refuses %s with E-10534', async (_name, make) => {
      await expect(reencodeImage(await make())).rejects.toMatchObject({ code: 'E-10534' });
    });

    it('a polyglot (valid PNG + HTML/ZIP after IEND) keeps only the pixels', async () => {
      const poly = Buffer.concat([
        await solid('png'),
        Buffer.from(`<html>${SCRIPT}</html>`),
        Buffer.from('PK\x03\x04zip'),
      ]);
      const out = await reencodeImage(poly);
      expect(out.data.includes(Buffer.from('<script'))).toBe(false);
      expect(out.data.includes(Buffer.from('PK\x03\x04'))).toBe(false);
    });

    it('metadata (EXIF text) is dropped from a JPEG', async () => {
      const jpeg = await sharp(await solid('jpeg'))
        .withExif({ IFD0: { ImageDescription: SCRIPT, Artist: SCRIPT } })
        .jpeg()
        .toBuffer();
      expect(jpeg.includes(Buffer.from('<script'))).toBe(true);
      const out = await reencodeImage(jpeg);
      expect(out.data.includes(Buffer.from('<script'))).toBe(false);
      expect((await sharp(out.data).metadata()).exif).toBeUndefined();
    });
  });

  describe('PDFs', () => {
    it('accepts a plain PDF', async () => {
      await expect(checkPdf(pdf(''))).resolves.toBeUndefined();
    });

    it.each([
      ['an OpenAction with JavaScript', pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')],
      ['a name escaped as /J#61vaScript', pdf('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>')],
      ['a Launch action', pdf('/OpenAction << /S /Launch /F (cmd.exe) >>')],
      ['an embedded file', pdf('/Names << /EmbeddedFiles << /Names [(x.exe) 3 0 R] >> >>')],
      ['no %%EOF', pdf('', { eof: false })],
      ['HTML that mentions %PDF later', Buffer.from(`<html>${SCRIPT} %PDF-1.7 %%EOF</html>`)],
    ])('refuses %s with E-10516', async (_name, data) => {
      await expect(checkPdf(data)).rejects.toMatchObject({ code: 'E-10516' });
    });

    it('finds /JS hidden in a deflated object stream', async () => {
      const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>'));
      const data = Buffer.concat([
        Buffer.from(
          '%PDF-1.7\n3 0 obj\n<< /Type /ObjStm /Filter /FlateDecode /Length ' + hidden.length + ' >>\nstream\n',
        ),
        hidden,
        Buffer.from('\nendstream\nendobj\n'),
        pdf(''),
      ]);
      await expect(checkPdf(data)).rejects.toMatchObject({ code: 'E-10516' });
    });
  });

  describe('through the logo upload', () => {
    let app: App;
    let admin: string;
    beforeAll(async () => {
      app = await buildTestApp();
      admin = await sessionFor(app, 'admin@finwell.example');
    });
    afterAll(async () => {
      await app.close();
    });

    const upload = (name: string, data: Buffer) => {
      const boundary = '----finwellcontent';
      const record = {
        user_type: 3,
        company_name: name,
        email_domains: [`@${name.toLowerCase().replace(/\W/g, '')}.example`],
        status: 1,
        client_configuration: [
          { start_date: '2026-01-01', end_date: '2027-01-01', session_time_out_duration: 30, type_of_login: 1 },
        ],
      };
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(record)}\r\n`,
        ),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="company_logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/v1/company/add_client',
        headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const logos = () => {
      const dir = path.join(app.ctx.config.dataDir, 'uploads', 'logos');
      return existsSync(dir) ? readdirSync(dir) : [];
    };

    it('a PNG signature followed by HTML is refused (422 E-10534) and nothing is written', async () => {
      const before = logos();
      const res = await upload(
        'Hostile One',
        Buffer.concat([(await solid('png')).subarray(0, 8), Buffer.from(SCRIPT)]),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().status_code).toBe('E-10534');
      expect(logos()).toEqual(before);
    });

    it('a polyglot logo is stored re-encoded: the served file has no HTML', async () => {
      const res = await upload('Polyglot Ltd', Buffer.concat([await solid('png'), Buffer.from(SCRIPT)]));
      expect(res.statusCode).toBe(201);
      const url = (res.json() as { data: { company_logo: string } }).data.company_logo;
      const stored = readFileSync(path.join(app.ctx.config.dataDir, url.replace('/files/', '')));
      expect(stored.includes(Buffer.from('<script'))).toBe(false);
      const served = await app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    });
  });
});
