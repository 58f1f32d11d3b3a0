import QRCode from 'qrcode';

/** The otpauth URI as an SVG QR code the account page shows inline (no network, no canvas). */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
