/**
 * A QR code's text from its bytes. QR byte mode carries no charset of its own: phones and badge
 * printers write UTF-8, older encoders ISO-8859-1 (the standard's default), which Windows-1252
 * reads as their authors meant. So: the bytes as UTF-8 when they are valid UTF-8, else the
 * decoder's own text when it read one (a Kanji-mode code, whose bytes are Shift_JIS), else the
 * bytes as Windows-1252, so 'Müller' written in Latin-1 is not lost as an empty string (what
 * jsQR answers for bytes that are not UTF-8).
 */
export function textOfQrBytes(bytes: ArrayLike<number>, decoderText: string): string {
  const data = Uint8Array.from(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    if (decoderText && !decoderText.includes('\ufffd')) return decoderText;
    return new TextDecoder('windows-1252').decode(data);
  }
}
