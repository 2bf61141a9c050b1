/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR),
 * the checksum that closes every Pix BR Code. Computed over the UTF-8 bytes of `text`.
 */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** The CRC as the BR Code writes it: four uppercase hexadecimal digits, e.g. "1D3D". */
export function crc16Hex(text: string): string {
  return crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, "0");
}
