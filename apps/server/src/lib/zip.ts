import { Readable, Transform, pipeline } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * Two small zip writers (no zip64): `makeZip` builds a zip in memory (tests build DOCX-shaped files and zip
 * bombs with it); `zipStream` writes one as it goes, for data exports, whose files can be large.
 */
/** General-purpose flag 11: names are UTF-8 (Arabic file names stay readable). */
const UTF8_NAMES = 0x0800;

export function makeZip(entries: Array<{ name: string; data: Buffer; deflate?: boolean }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const stored = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const crc = crc32(entry.data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, stored);
    centrals.push(central, name);
    offset += local.length + name.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}


/** General-purpose flag 3: the CRC and sizes follow the data, in a data descriptor (they are not known before). */
const DATA_DESCRIPTOR = 0x0008;
const ZIP32_LIMIT = 0xffffffff;

export interface StreamedZipEntry {
  name: string;
  /** Opens the entry's bytes when the archive reaches it, so one entry is read at a time. */
  open(): Promise<Readable> | Readable;
}

/**
 * A zip written as it is read: each entry is opened when the archive reaches it, deflated as its bytes
 * come and handed on, so neither a whole entry nor the archive is ever held in memory; the reader's pace
 * sets the pace (back-pressure). Destroying the stream closes the entry being read.
 */
export function zipStream(entries: Iterable<StreamedZipEntry> | AsyncIterable<StreamedZipEntry>, modified = new Date()): Readable {
  // MS-DOS date and time (local, two-second steps), the only timestamp every reader understands.
  const dosTime = (modified.getHours() << 11) | (modified.getMinutes() << 5) | Math.floor(modified.getSeconds() / 2);
  const dosDate = ((Math.max(modified.getFullYear(), 1980) - 1980) << 9) | ((modified.getMonth() + 1) << 5) | modified.getDate();
  async function* produce(): AsyncGenerator<Buffer> {
    const centrals: Buffer[] = [];
    let offset = 0;
    let count = 0;
    for await (const entry of entries) {
      const name = Buffer.from(entry.name, 'utf8');
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(UTF8_NAMES | DATA_DESCRIPTOR, 6);
      local.writeUInt16LE(8, 8);
      local.writeUInt16LE(dosTime, 10);
      local.writeUInt16LE(dosDate, 12);
      local.writeUInt16LE(name.length, 26);
      yield local;
      yield name;

      let crc = 0;
      let size = 0;
      let compressed = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          crc = crc32(chunk, crc);
          size += chunk.length;
          done(null, chunk);
        },
      });
      const deflated = pipeline(await entry.open(), counter, createDeflateRaw(), () => {});
      try {
        for await (const chunk of deflated as AsyncIterable<Buffer>) {
          compressed += chunk.length;
          yield chunk;
        }
      } finally {
        deflated.destroy();
      }

      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc >>> 0, 4);
      descriptor.writeUInt32LE(compressed, 8);
      descriptor.writeUInt32LE(size, 12);
      yield descriptor;

      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      // Made on Unix (3), version 2.0: readers then take the names as they are (UTF-8, flag 11) rather
      // than converting them from an MS-DOS code page, as Info-ZIP does for archives made on MS-DOS.
      central.writeUInt16LE(0x0314, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(UTF8_NAMES | DATA_DESCRIPTOR, 8);
      central.writeUInt16LE(8, 10);
      central.writeUInt16LE(dosTime, 12);
      central.writeUInt16LE(dosDate, 14);
      central.writeUInt32LE(crc >>> 0, 16);
      central.writeUInt32LE(compressed, 20);
      central.writeUInt32LE(size, 24);
      central.writeUInt16LE(name.length, 28);
      // A regular file, rw-r--r--, in the upper half of the external attributes.
      central.writeUInt32LE((0o100644 << 16) >>> 0, 38);
      central.writeUInt32LE(offset, 42);
      centrals.push(central, name);
      offset += local.length + name.length + compressed + descriptor.length;
      count += 1;
      if (offset > ZIP32_LIMIT || size > ZIP32_LIMIT || count > 0xffff) throw new Error('zip too large without zip64');
    }
    const directory = Buffer.concat(centrals);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(count, 8);
    end.writeUInt16LE(count, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    yield directory;
    yield end;
  }
  return Readable.from(produce(), { objectMode: false });
}
