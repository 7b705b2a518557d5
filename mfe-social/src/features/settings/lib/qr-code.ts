/**
 * Draws a QR code of `text` as a PNG data URL (the CSP allows data: images). The qrcode library
 * loads only when someone sets up an authenticator app.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const { toDataURL } = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
  return toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 200 });
}
