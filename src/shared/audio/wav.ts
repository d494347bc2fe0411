// The RIFF/WAVE header of a PCM recording, written in one place for the browser's recorder and the
// server's canonical copy (and the server tests' hand-made files).

/** Bytes in the canonical header: RIFF (12) + a 16-byte "fmt " chunk (24) + the "data" chunk's header (8). */
export const WAV_HEADER_BYTES = 44;

/** Integer PCM, the only format the app records and accepts. */
export const WAV_FORMAT_PCM = 1;

export interface WavFormat {
  sampleRate: number;
  /** Defaults to 1 (mono), the recording format. */
  channels?: number;
  /** Defaults to 16. */
  bitsPerSample?: number;
  /** The format tag; defaults to PCM (tests write others to check what the server refuses). */
  format?: number;
}

/** The canonical 44-byte little-endian header to put in front of `dataBytes` of samples. */
export function wavHeader(
  dataBytes: number,
  { sampleRate, channels = 1, bitsPerSample = 16, format = WAV_FORMAT_PCM }: WavFormat,
): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(WAV_HEADER_BYTES);
  const view = new DataView(header.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  const blockAlign = (channels * bitsPerSample) / 8;
  ascii(0, "RIFF");
  view.setUint32(4, WAV_HEADER_BYTES - 8 + dataBytes, true); // everything after this field
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, format, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true); // byte rate
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bitsPerSample, true);
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  return header;
}
